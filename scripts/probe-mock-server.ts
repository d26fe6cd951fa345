/**
 * npm run test:probe — the contract probe a real backend will meet (scripts/contract-probe.ts),
 * run against mock:server over HTTP as an agency manager and as the master administrator. Part of
 * `npm test`: the mock never drifts from openapi.yaml without this failing.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');

function startMockServer(): Promise<{ child: ChildProcess; url: string }> {
  // Port 0: the system picks a free one; the banner says which.
  const child = spawn('npx', ['tsx', 'scripts/mock-server.ts', '--port', '0'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  return new Promise((ok, fail) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Mock API on (http:\/\/[\d.:]+)/.exec(output);
      if (match) ok({ child, url: match[1]! });
    });
    child.on('exit', (code) => fail(new Error(`mock:server exited (${code}) before listening`)));
  });
}

function probe(api: string, user: string, password: string): Promise<number> {
  return new Promise((ok) => {
    const child = spawn(
      'npx',
      ['tsx', 'scripts/contract-probe.ts', '--api', api, '--user', user, '--password', password],
      { cwd: ROOT, stdio: 'inherit' },
    );
    child.on('exit', (code) => ok(code ?? 1));
  });
}

const { child, url } = await startMockServer();
let failed = 0;
try {
  for (const [user, password] of [
    ['gestor', 'gestor123'],
    ['admin', 'admin123'],
  ] as const) {
    console.log(`\ncontract:probe --api ${url} --user ${user}`);
    if ((await probe(url, user, password)) !== 0) failed += 1;
  }
} finally {
  // The server runs in its own process group: stop npx and tsx with it.
  process.kill(-child.pid!, 'SIGTERM');
}
process.exit(failed > 0 ? 1 : 0);
