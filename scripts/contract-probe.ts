/**
 * npm run contract:probe -- --api <url> --user <u> --password <p>
 * Validates a real backend's answers against openapi.yaml. Exits 1 on any violation.
 */
import { parseArgs } from 'node:util';
import { formatProbe, runProbe } from './lib/probe';

const { values } = parseArgs({
  options: { api: { type: 'string' }, user: { type: 'string' }, password: { type: 'string' } },
});
if (!values.api || !values.user || !values.password) {
  console.error('usage: npm run contract:probe -- --api <url> --user <username> --password <password>');
  process.exit(2);
}
const rows = await runProbe({ api: values.api, user: values.user, password: values.password });
console.log(formatProbe(rows));
const violations = rows.reduce((n, r) => n + r.violations.length, 0);
const errors = rows.filter((r) => r.status === 'error').length;
console.log(`\n${rows.length} calls, ${violations} violation(s), ${errors} failed call(s)`);
process.exit(violations > 0 || errors > 0 ? 1 : 0);
