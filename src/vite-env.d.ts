/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of a real backend. When absent, the embedded mock answers on the app's own origin. */
  readonly VITE_API_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
