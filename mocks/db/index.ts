/**
 * The mock database: one @msw/data collection per entity. Handlers read and write it; the seed
 * fills it; in the browser it survives reloads through `persistence.ts`.
 */
import { Collection } from '@msw/data';
import { nextTask } from '@/lib/next-task';
import type { StandardSchemaV1 } from '@standard-schema/spec';
import {
  activitySchema,
  automationEventSchema,
  developmentSchema,
  exportRunSchema,
  jobSchema,
  portalLinkSchema,
  propertySchema,
  scheduleLinkSchema,
  scheduleSchema,
  sessionSchema,
  tenantSchema,
  userSchema,
  vectorPointSchema,
  type ActivityRecord,
  type AutomationEventRecord,
  type DevelopmentRecord,
  type ExportRunRecord,
  type JobRecord,
  type PortalLinkRecord,
  type PropertyRecord,
  type ScheduleLinkRecord,
  type ScheduleRecord,
  type SessionRecord,
  type TenantRecord,
  type UserRecord,
  type VectorPointRecord,
} from './schemas';

/**
 * A collection whose records have type T. The valibot schemas check the fields every record must
 * have (loose objects keep the rest), while T gives handlers the full contract-shaped type.
 */
type Typed<T> = Omit<Collection<StandardSchemaV1<T, T>>, never>;

/** While true, records are stored without schema checks (see `restoreSnapshot`). */
let trusted = false;

function collection<T>(schema: StandardSchemaV1): Typed<T> {
  const checked: StandardSchemaV1 = {
    '~standard': {
      ...schema['~standard'],
      validate: (value) => (trusted ? { value } : schema['~standard'].validate(value)),
    },
  };
  return new Collection({ schema: checked as StandardSchemaV1<T, T> }) as unknown as Typed<T>;
}

export const db = {
  tenants: collection<TenantRecord>(tenantSchema),
  users: collection<UserRecord>(userSchema),
  sessions: collection<SessionRecord>(sessionSchema),
  properties: collection<PropertyRecord>(propertySchema),
  developments: collection<DevelopmentRecord>(developmentSchema),
  schedules: collection<ScheduleRecord>(scheduleSchema),
  scheduleLinks: collection<ScheduleLinkRecord>(scheduleLinkSchema),
  jobs: collection<JobRecord>(jobSchema),
  exportRuns: collection<ExportRunRecord>(exportRunSchema),
  portalLinks: collection<PortalLinkRecord>(portalLinkSchema),
  automationEvents: collection<AutomationEventRecord>(automationEventSchema),
  activities: collection<ActivityRecord>(activitySchema),
  vectorPoints: collection<VectorPointRecord>(vectorPointSchema),
};

type Db = typeof db;
type CollectionName = keyof Db;

type NumberedCollection = Exclude<CollectionName, 'sessions' | 'vectorPoints'>;

/** The last id handed out per collection, whether or not its record is written yet. */
const handedOut = new Map<NumberedCollection, number>();

/**
 * The first of `count` new integer ids of a collection, reserved at once: handlers that run side
 * by side (the cockpit's "Executar Agora" starts every schedule in parallel) create their records
 * across awaits, and two runs that read the same highest id gave their jobs the same ids.
 */
export function nextId(name: NumberedCollection, count = 1): number {
  let max = handedOut.get(name) ?? 0;
  for (const record of db[name].all() as { id: number }[]) if (record.id > max) max = record.id;
  handedOut.set(name, max + count);
  return max + 1;
}

export function clearDatabase(): void {
  for (const c of Object.values(db)) c.clear();
  handedOut.clear();
}

/** A full copy of every collection, for persistence and fast resets. */
export type Snapshot = { [K in CollectionName]: unknown[] };

export function takeSnapshot(): Snapshot {
  const out = {} as Snapshot;
  for (const [name, c] of Object.entries(db) as [CollectionName, Typed<unknown>][]) {
    out[name] = structuredClone(c.all());
  }
  return out;
}

/**
 * Records restored per task: the demo's 150 properties in one task held a throttled phone's main
 * thread for some 50 ms while its first screen loaded (a long task, in Lighthouse's total blocking
 * time); 25 at a time stay well under that.
 */
const RESTORE_BATCH = 25;

/**
 * Refills every collection from a snapshot the mock took itself (a reset, or the browser's saved
 * copy on start): its records were checked when first written, so they are not checked again, and
 * they are restored a batch per task — a phone's main thread is not held for the whole database
 * while the first screen loads.
 */
export async function restoreSnapshot(snapshot: Snapshot): Promise<void> {
  clearDatabase();
  for (const [name, c] of Object.entries(db) as [CollectionName, Typed<unknown>][]) {
    const rows = snapshot[name] ?? [];
    for (let start = 0; start < rows.length; start += RESTORE_BATCH) {
      const batch = rows.slice(start, start + RESTORE_BATCH);
      trusted = true;
      try {
        await c.createMany(batch.length, (i) => structuredClone(batch[i]));
      } finally {
        trusted = false;
      }
      await nextTask();
    }
  }
}
