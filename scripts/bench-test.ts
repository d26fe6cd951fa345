/**
 * npm run bench:test — where `npm test` spends its time: runs its steps one after the other, as
 * `npm test` does (read from package.json, so the list cannot drift), and prints each step's wall
 * time and the CPU time the whole machine was busy meanwhile (Linux /proc/stat: what the step and
 * every process it started used, browsers included). Busy CPU close to wall × cores means the step
 * is bound by the processor; far below it, by waiting.
 * A script, not a test: it prints figures and never fails on them (a failed step is reported).
 *
 *   npm run bench:test                 # every step of npm test
 *   npm run bench:test -- test:unit    # some steps only (the names of their npm scripts)
 *
 * Each step's output (stdout and stderr) is written to $TMPDIR/bench-test/<step>.log.
 */
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const scripts = (
  JSON.parse(readFileSync(resolve(ROOT, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  }
).scripts;
const steps = scripts.test!.split('&&').map((part) => part.trim().replace(/^npm run /, ''));
const only = process.argv.slice(2);
const chosen = only.length > 0 ? steps.filter((step) => only.includes(step)) : steps;

/** Jiffies the machine spent busy (all but idle and I/O wait), or null off Linux. */
function busyTicks(): number | null {
  if (!existsSync('/proc/stat')) return null;
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  const [user, nice, system, , , irq, softirq, steal] = fields;
  return user! + nice! + system! + irq! + softirq! + (steal ?? 0);
}

/** Each step's output goes to a file of its own: the figures stay readable, a failure's cause kept. */
const LOGS = join(tmpdir(), 'bench-test');
const logOf = (step: string) => join(LOGS, `${step.replace(/[^\w.-]/g, '_')}.log`);

function run(step: string): Promise<number> {
  mkdirSync(LOGS, { recursive: true });
  const log = openSync(logOf(step), 'w');
  return new Promise((done) => {
    const child = spawn('npm', ['run', step], { cwd: ROOT, stdio: ['ignore', log, log] });
    child.on('close', (code) => {
      closeSync(log);
      done(code ?? 1);
    });
  });
}

const rows: { step: string; wall: number; cpu: number | null; code: number }[] = [];
for (const step of chosen) {
  process.stdout.write(`▶ ${step} … `);
  const ticks = busyTicks();
  const start = performance.now();
  const code = await run(step);
  const wall = (performance.now() - start) / 1000;
  const after = busyTicks();
  const cpu = ticks === null || after === null ? null : (after - ticks) / 100;
  rows.push({ step, wall, cpu, code });
  console.log(`${wall.toFixed(0)} s${code === 0 ? '' : ` (failed: ${code}; its output: ${logOf(step)})`}`);
}

const cores = availableParallelism();
console.log(`\nnpm test, step by step, on ${cores} cores (busy CPU: the whole machine's, in CPU-seconds)`);
for (const { step, wall, cpu, code } of rows) {
  const load =
    cpu === null ? '' : `   busy CPU ${cpu.toFixed(0).padStart(5)} s (${(cpu / wall).toFixed(2)} cores)`;
  console.log(`  ${step.padEnd(16)} ${wall.toFixed(0).padStart(5)} s${load}${code === 0 ? '' : '   FAILED'}`);
}
const wall = rows.reduce((sum, row) => sum + row.wall, 0);
const cpu = rows.every((row) => row.cpu !== null) ? rows.reduce((sum, row) => sum + row.cpu!, 0) : null;
console.log(
  `  ${'total'.padEnd(16)} ${wall.toFixed(0).padStart(5)} s` +
    (cpu === null ? '' : `   busy CPU ${cpu.toFixed(0).padStart(5)} s (${(cpu / wall).toFixed(2)} cores)`),
);
