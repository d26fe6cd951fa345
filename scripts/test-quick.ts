/**
 * The inner loop: types, then lint, format and the unit tests related to what changed since the
 * last commit (staged, unstaged and new files). `npm test` stays the full answer; this one answers
 * a one-line change in well under a minute.
 *
 *   npm run test:quick            # against HEAD
 *   npm run test:quick -- main    # against another ref (a branch's whole change)
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

const base = process.argv[2] ?? 'HEAD';

function run(command: string, args: string[]): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('close', (code) => resolve({ code: code ?? 1, out }));
  });
}

function step(label: string, command: string, args: string[]): Promise<number> {
  console.log(`\n▶ ${label}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit' });
    child.on('close', (code) => resolve(code ?? 1));
  });
}

async function changedFiles(): Promise<string[]> {
  const [diff, untracked] = await Promise.all([
    run('git', ['diff', '--name-only', base]),
    run('git', ['ls-files', '--others', '--exclude-standard']),
  ]);
  const names = `${diff.out}\n${untracked.out}`.split('\n').filter(Boolean);
  return [...new Set(names)].filter((name) => existsSync(name));
}

const files = await changedFiles();
const code = files.filter((name) => /\.(ts|tsx)$/.test(name));
if (files.length === 0) {
  console.log(`Nothing changed since ${base}.`);
  process.exit(0);
}
console.log(`${files.length} changed file(s) since ${base}.`);

const failures: string[] = [];
const check = async (label: string, command: string, args: string[]) => {
  if ((await step(label, command, args)) !== 0) failures.push(label);
};

await check('routes', 'npx', ['tsr', 'generate']);
await check('types', 'npx', ['tsgo', '-b', '--noEmit']);
if (code.length > 0) {
  await check('lint', 'npx', ['eslint', '--max-warnings', '0', ...code]);
  await check('unit tests related to the change', 'npx', [
    'vitest',
    'related',
    '--run',
    '--passWithNoTests',
    '--project',
    'unit',
    '--project',
    'zone *',
    ...code,
  ]);
}
await check('format', 'npx', ['prettier', '--check', '--ignore-unknown', ...files]);

if (failures.length > 0) {
  console.error(`\n✗ ${failures.join(', ')}`);
  process.exit(1);
}
console.log('\n✓ quick checks pass (npm test runs everything)');
