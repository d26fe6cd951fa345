/**
 * The deterministic pt-BR seed: one seeder per area (`mocks/seeders/`), run in a fixed order from
 * one random seed; timestamps are relative to now, so "the last 7 days" of refresh jobs is always
 * the last 7 days.
 *
 * Demo accounts (README): admin/admin123 (master tenant, super administrator), gestor/gestor123
 * (agency administrator), corretor/corretor123 (agency user), autonomo/autonomo123 (PF broker).
 */
import { clearDatabase, restoreSnapshot, takeSnapshot, type Snapshot } from './db';
import { createRandom } from './random';
import { getRuntime, type Scenario } from './runtime';
import { seedPortalHistory, seedPortalLinks } from './seeders/portals';
import { seedDevelopments, seedProperties, seedVectorPoints } from './seeders/properties';
import { seedRefresh } from './seeders/refresh';
import { seedTenants } from './seeders/tenants';

export { DEMO_USERS } from './seeders/tenants';

const SEED = 20261122;

/**
 * The scenarios that seed other data (seedDatabase); the others (a server in error, offline,
 * slow) answer differently from the demo's database.
 */
const SEEDED_SCENARIOS: readonly Scenario[] = ['empty', 'expired-portal-credentials'];

/**
 * The data a scenario and a size give: the database is seeded again, and saved apart, when it
 * changes. A scenario that changes only the answers keeps the database the user was working on.
 */
export function seedKey(): string {
  const { scenario, size } = getRuntime();
  return `${SEEDED_SCENARIOS.includes(scenario) ? scenario : 'default'}:${size ?? 'default'}`;
}

export async function seedDatabase(): Promise<void> {
  const { scenario, size } = getRuntime();
  const random = createRandom(SEED);
  const now = Date.now();
  await seedTenants(now);
  await seedPortalLinks(now, scenario);
  // The empty scenario: tenants and users only, every list empty.
  if (scenario === 'empty') return;
  await seedDevelopments();
  const properties = await seedProperties(random, now, size);
  await seedRefresh(random, properties, now);
  await seedPortalHistory(properties, now);
  await seedVectorPoints(properties);
}

let seededSnapshot: { key: string; at: number; snapshot: Snapshot } | undefined;

/**
 * The seed's times are relative to the moment it ran (a queue 10 minutes old, picked up 5 minutes
 * later; jobs of the last hours): a copy older than this would be a different state. A long-lived
 * process (mock:server through a whole journey run, a test worker) seeds again past it.
 */
const SNAPSHOT_FRESH_MS = 60_000;

/**
 * Empties the database and seeds it again for the current scenario and size. The seed is computed
 * once per (scenario, size) and restored from a copy while that copy is fresh, so tests can reset
 * cheaply.
 */
export async function resetMockDatabase(): Promise<void> {
  const key = seedKey();
  if (seededSnapshot?.key === key && Date.now() - seededSnapshot.at < SNAPSHOT_FRESH_MS) {
    await restoreSnapshot(seededSnapshot.snapshot);
    return;
  }
  clearDatabase();
  await seedDatabase();
  seededSnapshot = { key, at: Date.now(), snapshot: takeSnapshot() };
}
