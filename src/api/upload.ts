import { apiBaseUrl } from '@/lib/env';
import { readToken } from '@/lib/session-storage';
import { endSessionOnUnauthorized, REQUEST_TIMEOUT_MS } from './client';
import { errorFromResponse, networkError } from './errors';
import { reportAnswer } from './reachability';
import { apiReady } from './ready';
import type { components } from './schema';

export type ImageUploadResult = components['schemas']['ImageUploadResult'];

/**
 * POST /properties/{id}/images/upload (multipart, field `file`) with upload progress, which fetch
 * does not report. The same bearer, base URL, readiness wait, 401 handling and error catalogue as
 * the typed client; `onProgress` gets 0–100.
 */
export async function uploadPropertyImage(
  propertyId: number,
  file: File,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<ImageUploadResult> {
  await apiReady();
  const token = readToken();
  const body = new FormData();
  body.append('file', file);
  return new Promise<ImageUploadResult>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${apiBaseUrl()}/properties/${propertyId}/images/upload`);
    xhr.timeout = REQUEST_TIMEOUT_MS;
    xhr.responseType = 'json';
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      reportAnswer(xhr.status);
      endSessionOnUnauthorized(xhr.status, token);
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        resolve(xhr.response as ImageUploadResult);
      } else reject(errorFromResponse(xhr.status, xhr.response));
    };
    xhr.onerror = () => {
      reportAnswer(null);
      reject(networkError(new Error('upload failed')));
    };
    xhr.ontimeout = () => {
      reportAnswer(null);
      reject(networkError(new Error('upload timed out'), { reason: 'timeout' }));
    };
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}
