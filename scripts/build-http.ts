/**
 * npm run build:http — the production build an integrator makes (`VITE_API_URL` set, no embedded
 * mock), pointed at the journeys' validating proxy (tests/e2e/ports.ts), in dist-http/ (or
 * E2E_DIST_HTTP). The postal-code lookup (ViaCEP's path has a trailing slash the contract
 * cannot declare) goes to mock:server directly: it is not the API, the unit tests validate it.
 */
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { MOCK_SERVER_URL, PROXY_URL } from '../tests/e2e/ports';

const outDir = process.env.E2E_DIST_HTTP ?? 'dist-http';
const child = spawn('npx', ['vite', 'build', '--outDir', outDir, '--logLevel', 'warn'], {
  cwd: resolve(import.meta.dirname, '..'),
  stdio: 'inherit',
  env: { ...process.env, VITE_API_URL: PROXY_URL, VITE_POSTAL_CODE_URL: MOCK_SERVER_URL },
});
child.on('exit', (code) => process.exit(code ?? 1));
