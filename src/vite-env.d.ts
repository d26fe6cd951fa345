/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of a real backend. When absent, the embedded mock answers on the app's own origin. */
  readonly VITE_API_URL?: string;
  /** Base URL of the postal-code service (ViaCEP's contract); https://viacep.com.br when absent. */
  readonly VITE_POSTAL_CODE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
