/**
 * npm run mock:server [-- --port 4010 --host 127.0.0.1 --latency 0 --scenario default --size 10000
 *   --pace 1]
 * The embedded mock's handlers and seed over HTTP (see mocks/http-server.ts). Each flag may also
 * come from the environment: MOCK_PORT, MOCK_HOST, MOCK_LATENCY, MOCK_SCENARIO, MOCK_SIZE,
 * MOCK_PACE. `POST /__mock/reset` reseeds (optionally with { scenario, latency, size, pace });
 * `GET /__mock` tells the knobs in force.
 */
import { parseArgs } from 'node:util';
import { createMockHttpServer } from '@mocks/http-server';
import { configureRuntime, isScenario, readPace, SCENARIOS } from '@mocks/runtime';
import { DEMO_USERS, resetMockDatabase } from '@mocks/seed';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.MOCK_PORT ?? '4010' },
    host: { type: 'string', default: process.env.MOCK_HOST ?? '127.0.0.1' },
    latency: { type: 'string', default: process.env.MOCK_LATENCY ?? '0' },
    scenario: { type: 'string', default: process.env.MOCK_SCENARIO ?? 'default' },
    size: { type: 'string', default: process.env.MOCK_SIZE ?? '' },
    pace: { type: 'string', default: process.env.MOCK_PACE ?? '1' },
  },
});

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65_535) fail(`--port: not a port: ${values.port}`);
// 'random' is the browser's realistic 150–600 ms; a number is a fixed delay.
const latency = values.latency === 'random' ? null : Number(values.latency);
if (latency !== null && !(latency >= 0)) fail(`--latency: a number of ms or 'random': ${values.latency}`);
if (!isScenario(values.scenario)) fail(`--scenario: one of ${SCENARIOS.join(', ')}`);
const size = values.size === '' ? null : Number(values.size);
if (size !== null && !(Number.isInteger(size) && size >= 0))
  fail(`--size: a number of properties: ${values.size}`);

// The simulated durations (an export, a schedule's run) at this fraction of their pace.
const pace = readPace(values.pace);
if (pace === null) fail(`--pace: a positive factor up to 10: ${values.pace}`);

configureRuntime({ latency, scenario: values.scenario, size, pace });
await resetMockDatabase();

const server = createMockHttpServer();
server.listen(port, values.host, () => {
  const address = server.address();
  const bound = typeof address === 'object' && address ? address.port : port;
  const url = `http://${values.host}:${bound}`;
  const accounts = DEMO_USERS.map((u) => `${u.username}/${u.password}`).join(', ');
  console.log(
    `Mock API on ${url} (scenario ${values.scenario}, latency ${latency ?? '150–600'} ms` +
      `${size !== null ? `, ${size} properties for admin` : ''}) · accounts: ${accounts} · ` +
      `Gandalf code 123456 · POST ${url}/__mock/reset reseeds`,
  );
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
