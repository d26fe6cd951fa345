/**
 * Where the journeys' servers listen. E2E_PORT moves them all, so several checkouts can run
 * journeys side by side:
 *  - app: the production build on the embedded mock (E2E_PORT, default 4173);
 *  - the integrator's path: mock:server (app + 110), the Prism proxy validating every exchange
 *    against openapi.yaml (app + 111), and the build made for that proxy's address (app + 112).
 */
const app = Number(process.env.E2E_PORT ?? 4173);

export const PORTS = { app, mockServer: app + 110, proxy: app + 111, httpApp: app + 112 } as const;

/** The API address baked into the VITE_API_URL build of the journeys: the validating proxy. */
export const PROXY_URL = `http://127.0.0.1:${PORTS.proxy}`;
export const MOCK_SERVER_URL = `http://127.0.0.1:${PORTS.mockServer}`;

/**
 * The pace of the mock's simulated durations in journeys, for the embedded mock (fixtures'
 * mockParams) and mock:server alike: an export lasts 4 s instead of 10, a run's jobs settle in
 * 1.6–8 s instead of 4–20 — long enough to watch the progress, not so long that a worker idles.
 */
export const JOURNEY_PACE = '0.4';
