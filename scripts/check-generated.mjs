#!/usr/bin/env node
// Fails when src/api/schema.d.ts is not what `npm run api:generate` would write from openapi.yaml.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const committed = 'src/api/schema.d.ts';
const dir = mkdtempSync(join(tmpdir(), 'schema-'));
const fresh = join(dir, 'schema.d.ts');
try {
  execFileSync(
    'npx',
    ['openapi-typescript', 'openapi.yaml', '-o', fresh, '--default-non-nullable', 'false'],
    { stdio: 'pipe' },
  );
  execFileSync('npx', ['prettier', '--write', fresh, '--log-level', 'warn', '--config', '.prettierrc.json'], {
    stdio: 'pipe',
  });
  if (readFileSync(fresh, 'utf8') !== readFileSync(committed, 'utf8')) {
    console.error(`${committed} is stale: run \`npm run api:generate\` and commit the result.`);
    process.exit(1);
  }
  console.log(`${committed} matches openapi.yaml.`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
