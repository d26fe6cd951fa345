/**
 * Where the API lives. Without VITE_API_URL the app talks to its own origin, where the embedded
 * mock (MSW) answers; with it, the mock is never loaded.
 */
export const configuredApiUrl: string | undefined = import.meta.env.VITE_API_URL || undefined;

export function apiBaseUrl(): string {
  if (configuredApiUrl) return configuredApiUrl.replace(/\/+$/, '');
  return globalThis.location?.origin ?? 'http://localhost';
}

export const APP_VERSION = '2.0.0';
