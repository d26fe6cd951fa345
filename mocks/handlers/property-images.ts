/**
 * A property's photos (POST /properties/{id}/images/upload, contract tag `properties`): one image
 * a request, multipart, JPEG, PNG or WebP up to 10 MB, stored as a data URL at its position (the
 * cover at 0).
 */
import { db } from '../db';
import { ownedProperty } from '../domain/tenant-properties';
import { errors, http, idParam, nowIso, requireSession, run } from '../http';

const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) {
    binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  }
  return btoa(binary);
}

async function readUpload(request: Request, imageCount: number) {
  const type = request.headers.get('content-type') ?? '';
  if (!type.includes('multipart/form-data')) {
    throw errors.badRequest('Envie a imagem como multipart/form-data no campo file');
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw errors.badRequest('Corpo multipart inválido');
  }
  const file = form.get('file');
  if (file === null || typeof file === 'string')
    throw errors.validation({ file: 'Selecione uma imagem para enviar' });
  if (!IMAGE_TYPES.includes(file.type)) {
    throw errors.validation({ file: 'Formato de imagem não suportado (use JPEG, PNG ou WebP)' });
  }
  if (file.size === 0) throw errors.validation({ file: 'O arquivo está vazio' });
  if (file.size > MAX_IMAGE_BYTES) throw errors.validation({ file: 'A imagem deve ter no máximo 10 MB' });

  const coverRaw = form.get('is_cover');
  let isCover = false;
  if (coverRaw !== null) {
    if (coverRaw === 'true' || coverRaw === '1') isCover = true;
    else if (coverRaw !== 'false' && coverRaw !== '0')
      throw errors.validation({ is_cover: 'Deve ser true ou false' });
  }
  const positionRaw = form.get('position');
  let position = imageCount;
  if (positionRaw !== null && positionRaw !== '') {
    if (typeof positionRaw !== 'string' || !/^\d+$/.test(positionRaw)) {
      throw errors.validation({ position: 'Posição deve ser um número inteiro maior ou igual a 0' });
    }
    position = Math.min(Number(positionRaw), imageCount);
  }
  if (isCover) position = 0;
  const bytes = new Uint8Array(await file.arrayBuffer());
  return { url: `data:${file.type};base64,${toBase64(bytes)}`, position, isCover };
}

export const propertyImagesHandlers = [
  http.post('/properties/{id}/images/upload', ({ params, request, response }) =>
    run(async () => {
      const session = requireSession(request);
      const p = ownedProperty(session.tenant.id, idParam(params.id));
      const upload = await readUpload(request, p.image_urls.length);
      const images = [...p.image_urls];
      images.splice(upload.position, 0, upload.url);
      await db.properties.update((q) => q.where({ id: p.id }), {
        data(d) {
          d.image_urls = images;
          d.updated_at = nowIso();
        },
      });
      return response(201).json({
        url: upload.url,
        image_urls: images,
        is_cover: upload.position === 0,
        position: upload.position,
      });
    }),
  ),
];
