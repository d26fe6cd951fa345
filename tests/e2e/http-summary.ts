import { existsSync, readFileSync } from 'node:fs';
import { HTTP_CONTRACT_LOG } from './fixtures';

/** After the journeys: how many exchanges of the HTTP path Prism validated, and how many it flagged. */
export default function httpSummary() {
  if (!existsSync(HTTP_CONTRACT_LOG)) return;
  const rows = readFileSync(HTTP_CONTRACT_LOG, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { validated: number; violations: number });
  const validated = rows.reduce((n, r) => n + r.validated, 0);
  const violations = rows.reduce((n, r) => n + r.violations, 0);
  console.log(
    `HTTP journeys: ${rows.length} over the validating proxy, ${validated} requests validated against openapi.yaml, ${violations} violation(s)`,
  );
}
