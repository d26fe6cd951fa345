/**
 * Refresh schedules with their properties and a week of jobs, for the agency, the broker and the
 * master tenant (docs/rules.md#the-seed). Draws random numbers after the properties.
 */
import { db } from '../db';
import type { JobRecord, PropertyRecord } from '../db/schemas';
import { JOB_ERRORS } from '../domain/refresh-jobs';
import type { Random } from '../random';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

function iso(ms: number): string {
  return new Date(ms).toISOString();
}

export async function seedRefresh(random: Random, properties: PropertyRecord[], now: number): Promise<void> {
  let scheduleId = 0;
  let linkId = 0;
  let jobId = 0;
  const jobs: JobRecord[] = [];
  for (const tenantId of [1, 2, 3]) {
    const exported = properties.filter((p) => p.tenant_id === tenantId && p.remote_id).slice(0, 40);
    const specs = [
      { name: 'Refresh manhã', time_slot: '10:00', days_of_week: [1, 2, 3, 4, 5], is_active: true },
      { name: 'Refresh almoço', time_slot: '12:00', days_of_week: [1, 3, 5], is_active: true },
      { name: 'Refresh noite', time_slot: '20:00', days_of_week: [0, 6], is_active: tenantId !== 3 },
    ];
    for (const [s, spec] of specs.entries()) {
      scheduleId += 1;
      await db.schedules.create({
        id: scheduleId,
        tenant_id: tenantId,
        ...spec,
        running: false,
        created_at: iso(now - (60 - s * 10) * DAY),
        updated_at: iso(now - (5 + s) * DAY),
      });
      const members = exported.filter((_, i) => i % 3 === s);
      for (const p of members) {
        linkId += 1;
        await db.scheduleLinks.create({
          id: linkId,
          schedule_id: scheduleId,
          property_id: p.id,
          tenant_id: tenantId,
        });
      }
      // One job per member and scheduled day over the last 7 days.
      for (let day = 6; day >= 0; day--) {
        for (const p of members.slice(0, 4)) {
          jobId += 1;
          const created = now - day * DAY - random.int(1, 10) * HOUR;
          const fails = random.chance(0.18);
          jobs.push({
            id: jobId,
            tenant_id: tenantId,
            schedule_id: scheduleId,
            property_id: p.id,
            status: fails ? 'failed' : 'completed',
            error_message: fails ? JOB_ERRORS[jobId % JOB_ERRORS.length]! : null,
            created_at: iso(created),
            started_at: iso(created + 2000),
            finished_at: iso(created + 45_000),
            settles_at: null,
            will_fail_with: null,
          });
        }
      }
    }
    // Every error class, fresh (under 4 h) and old, so the monitor shows all its groups.
    for (const [i, message] of JOB_ERRORS.entries()) {
      for (const age of [2 * HOUR, 30 * HOUR, 5 * DAY]) {
        jobId += 1;
        jobs.push({
          id: jobId,
          tenant_id: tenantId,
          schedule_id: scheduleId - 2 + (i % 3),
          property_id: exported[i]?.id ?? null,
          status: 'failed',
          error_message: message,
          created_at: iso(now - age - i * 60_000),
          started_at: iso(now - age - i * 60_000 + 1000),
          finished_at: iso(now - age - i * 60_000 + 31_000),
          settles_at: null,
          will_fail_with: null,
        });
      }
    }
    jobId += 1;
    jobs.push({
      id: jobId,
      tenant_id: tenantId,
      schedule_id: scheduleId - 2,
      property_id: exported[0]?.id ?? null,
      status: 'pending',
      error_message: null,
      created_at: iso(now - 10 * 60_000),
      started_at: null,
      finished_at: null,
      settles_at: null,
      will_fail_with: null,
    });
  }
  // Logs older than a week (the cockpit's 'Limpar logs antigos' removes these), after every other
  // job so the ids above stay as they were.
  for (const tenantId of [1, 2, 3]) {
    const tenantJobs = jobs.filter((j) => j.tenant_id === tenantId && j.schedule_id !== null);
    for (const [k, daysAgo] of [9, 12, 15, 18, 21, 25].entries()) {
      const model = tenantJobs[k]!;
      const created = now - daysAgo * DAY - k * HOUR;
      jobId += 1;
      jobs.push({
        ...model,
        id: jobId,
        status: k % 3 === 0 ? 'failed' : 'completed',
        error_message: k % 3 === 0 ? JOB_ERRORS[k % JOB_ERRORS.length]! : null,
        created_at: iso(created),
        started_at: iso(created + 2000),
        finished_at: iso(created + 45_000),
      });
    }
  }
  await db.jobs.createMany(jobs.length, (i) => jobs[i]!);
}
