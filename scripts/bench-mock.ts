/**
 * npm run bench:mock — the mock backend at 10 000 properties, in Node:
 *  - time to seed the database with 10 000 properties in one tenant (target ≤ 1 s);
 *  - median and p95 of GET /properties (search + filter + sort + page) through the real client
 *    and MSW (target median ≤ 5 ms);
 *  - gzip size of the mock's two files in the production build, when dist/ exists: the page's side
 *    and its worker (`npm run size` holds their budgets).
 * A script, not a test: it prints figures and never fails on them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import createClient from 'openapi-fetch';
import type { paths } from '../src/api/schema';
import { clearDatabase } from '@mocks/db';
import { server } from '@mocks/node';
import { configureRuntime } from '@mocks/runtime';
import { seedDatabase } from '@mocks/seed';
import { isMockFile } from './lib/mock-files.ts';

const SIZE = Number(process.env.BENCH_SIZE ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 300);
const BASE = 'http://bench.local';

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function main() {
  configureRuntime({ latency: 0, size: SIZE, scenario: 'default' });
  const seedTimes: number[] = [];
  for (let i = 0; i < 3; i++) {
    clearDatabase();
    const t0 = performance.now();
    await seedDatabase();
    seedTimes.push(performance.now() - t0);
  }
  seedTimes.sort((a, b) => a - b);

  server.listen({ onUnhandledRequest: 'error' });
  const client = createClient<paths>({ baseUrl: BASE, fetch: (r: Request) => globalThis.fetch(r) });
  const login = await client.POST('/auth/login', { body: { username: 'admin', password: 'admin123' } });
  const token = login.data!.access_token;
  const headers = { Authorization: `Bearer ${token}` };
  const queries = [
    { q: 'apartamento', status: 'synced', sort_by: 'price', sort_order: 'asc', page: 3, page_size: 12 },
    {
      status: 'imported',
      property_type: 'HOUSE',
      sort_by: 'updated_at',
      sort_order: 'desc',
      page: 1,
      page_size: 12,
    },
    { q: 'pinheiros', sort_by: 'usable_area', sort_order: 'desc', page: 2, page_size: 25 },
    { sort_by: 'created_at', sort_order: 'asc', page: 40, page_size: 50 },
  ] as const;
  const times: number[] = [];
  let total = 0;
  for (let i = 0; i < RUNS + 20; i++) {
    const query = queries[i % queries.length]!;
    const t0 = performance.now();
    const { data } = await client.GET('/properties', { params: { query }, headers });
    const elapsed = performance.now() - t0;
    if (!data) throw new Error('GET /properties failed');
    total = data.total;
    if (i >= 20) times.push(elapsed); // the first runs warm the JIT
  }
  times.sort((a, b) => a - b);
  server.close();

  let chunk = 'no dist/ build (run `npm run build` first)';
  try {
    const assets = join('dist', 'assets');
    const files = readdirSync(assets).filter(isMockFile);
    if (files.length > 0) {
      chunk = files
        .map((file) => {
          const bytes = readFileSync(join(assets, file));
          return `${file}: ${(bytes.length / 1024).toFixed(1)} kB, ${(gzipSync(bytes).length / 1024).toFixed(1)} kB gzip`;
        })
        .join('; ');
    }
  } catch {
    // no build
  }

  console.log(`mock benchmark (${SIZE} properties in the master tenant)`);
  console.log(`  seed                 median ${percentile(seedTimes, 50).toFixed(0)} ms (3 runs)`);
  console.log(
    `  GET /properties      median ${percentile(times, 50).toFixed(2)} ms, p95 ${percentile(times, 95).toFixed(2)} ms (${RUNS} requests; last total ${total})`,
  );
  console.log(`  mock files           ${chunk}`);
}

await main();
