/**
 * The journeys' servers, started side by side (playwright.config.ts's webServer): the build on the
 * embedded mock, and with --http the integrator's path too (mock:server, the Prism proxy
 * validating against openapi.yaml, the VITE_API_URL build). Playwright starts the servers of its
 * webServer list one after another, each awaited before the next (8.7 s for these four here);
 * side by side they take as long as the slowest, Prism.
 *
 * Prints 'journey servers ready' once every address answers; exits as soon as one of them
 * stops. Outside CI, a server already answering on its address is used as it is.
 */
import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';
import { JOURNEY_PACE, MOCK_SERVER_URL, PORTS, PROXY_URL } from '../tests/e2e/ports';

const { values } = parseArgs({
  options: {
    http: { type: 'boolean', default: false },
    dist: { type: 'string', default: 'dist' },
    'dist-http': { type: 'string', default: 'dist-http' },
  },
});

interface Server {
  command: string;
  /** Answers below 404 once the server is up (as Playwright's own check). */
  url: string;
}

const servers: Server[] = [
  {
    command: `npx tsx scripts/lib/serve-dist.ts ${values.dist} ${PORTS.app} --host localhost --cache host`,
    url: `http://localhost:${PORTS.app}`,
  },
];
if (values.http) {
  servers.push(
    {
      command: `npx tsx scripts/mock-server.ts --port ${PORTS.mockServer} --pace ${JOURNEY_PACE}`,
      url: `${MOCK_SERVER_URL}/__mock`,
    },
    {
      command: `npx prism proxy openapi.yaml ${MOCK_SERVER_URL} --host 127.0.0.1 --port ${PORTS.proxy} --errors`,
      // Any path answers once Prism listens: an unauthenticated call to a known operation.
      url: `${PROXY_URL}/auth/me`,
    },
    {
      command: `npx tsx scripts/lib/serve-dist.ts ${values['dist-http']} ${PORTS.httpApp} --host localhost --cache host`,
      url: `http://localhost:${PORTS.httpApp}`,
    },
  );
}

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
    await response.body?.cancel();
    return response.status < 404;
  } catch {
    return false;
  }
}

async function start({ command, url }: Server): Promise<void> {
  if (!process.env.CI && (await answers(url))) return;
  // In this process's group: Playwright stops the group, and the servers with it.
  const child = spawn(command, { shell: true, stdio: ['ignore', 'inherit', 'inherit'] });
  child.on('exit', (code) => {
    console.error(`journey server stopped (${code ?? 'signal'}): ${command}`);
    process.exit(1);
  });
  while (!(await answers(url))) await new Promise((resolve) => setTimeout(resolve, 100));
}

await Promise.all(servers.map(start));
console.log('journey servers ready');
