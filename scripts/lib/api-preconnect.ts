import type { Plugin } from 'vite';

/**
 * With VITE_API_URL on another origin, a signed-in first screen's calls open a connection to it
 * only once the entry and the route have run: on a phone that is a round trip or two (and the TLS
 * handshake) after everything else. A `preconnect` in index.html opens it while the scripts
 * download. `crossorigin`: the client's calls are CORS requests without credentials, which use a
 * connection of their own.
 */
export function apiPreconnect(): Plugin {
  let apiUrl: string | undefined;
  return {
    name: 'api-preconnect',
    apply: 'build',
    configResolved(config) {
      apiUrl = config.env.VITE_API_URL as string | undefined;
    },
    transformIndexHtml() {
      const origin = apiOrigin(apiUrl);
      if (!origin) return;
      return [{ tag: 'link', attrs: { rel: 'preconnect', href: origin, crossorigin: '' }, injectTo: 'head' }];
    },
  };
}

/** The origin of an absolute API address; none for the embedded mock or a path on the app's origin. */
export function apiOrigin(apiUrl: string | undefined): string | null {
  if (!apiUrl) return null;
  try {
    return new URL(apiUrl).origin;
  } catch {
    return null;
  }
}
