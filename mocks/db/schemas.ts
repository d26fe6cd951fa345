/**
 * Record schemas of the mock database (valibot, as Standard Schema for @msw/data). Records keep
 * the contract's field names, so handlers answer with little mapping; the fields only the server
 * knows (password hashes, archive state, portal state) live here and never leave a handler.
 */
import * as v from 'valibot';
import type { components } from '../../src/api/schema';

type S = components['schemas'];

const id = v.pipe(v.number(), v.integer(), v.minValue(1));
const iso = v.string();
const nullableString = v.nullable(v.string());

export const tenantSchema = v.looseObject({
  id,
  name: v.string(),
  tenant_type: v.picklist(['PF', 'PJ']),
  is_master: v.boolean(),
  created_at: iso,
});
export type TenantRecord = Omit<S['Tenant'], 'users_count' | 'properties_count'> & { created_at: string };

export const userSchema = v.looseObject({
  id,
  tenant_id: id,
  username: v.string(),
  email: v.string(),
  password_hash: v.string(),
  is_admin: v.boolean(),
  is_super_admin: v.boolean(),
  created_at: iso,
  last_login_at: nullableString,
});
export type UserRecord = Omit<S['User'], 'tenant_name'> & {
  password_hash: string;
  created_at: string;
  last_login_at: string | null;
};

/** Issued access tokens, so that logout/refresh can revoke and /auth/me can identify them. */
export const sessionSchema = v.object({
  jti: v.string(),
  user_id: id,
  expires_at: v.number(),
  revoked: v.boolean(),
});
export type SessionRecord = v.InferOutput<typeof sessionSchema>;

export const propertySchema = v.looseObject({
  id,
  tenant_id: id,
  title: v.string(),
  status: v.string(),
  external_id: v.string(),
  image_urls: v.array(v.string()),
  archived: v.boolean(),
  created_at: iso,
  updated_at: iso,
});
/** A property as stored: the contract's detail plus server-side state. */
export type PropertyRecord = S['Property'] & {
  /** Shared with other tenants' agents (include_shared). */
  shared: boolean;
  /** Whether the listing is live on the second portal. */
  portal_active: boolean;
  archived_at: string | null;
  deletion_reason: string | null;
  deletion_notes: string | null;
  last_sync_at: string | null;
  sync_error: string | null;
};

/**
 * Developments (empreendimentos): the portal's catalogue (`tenant_id` null, every tenant sees it)
 * and a tenant's own.
 */
export const developmentSchema = v.looseObject({ id, tenant_id: v.nullable(id), name: v.string() });
export type DevelopmentRecord = Omit<S['Development'], 'shared'> & { tenant_id: number | null };

export const scheduleSchema = v.looseObject({
  id,
  tenant_id: id,
  name: v.string(),
  time_slot: v.string(),
  days_of_week: v.array(v.number()),
  is_active: v.boolean(),
});
export type ScheduleRecord = {
  id: number;
  tenant_id: number;
  name: string;
  time_slot: string;
  days_of_week: number[];
  is_active: boolean;
  running: boolean;
  created_at: string;
  updated_at: string;
};

export const scheduleLinkSchema = v.object({ id, schedule_id: id, property_id: id, tenant_id: id });
export type ScheduleLinkRecord = v.InferOutput<typeof scheduleLinkSchema>;

export const jobSchema = v.looseObject({ id, tenant_id: id, status: v.string(), created_at: iso });
export type JobRecord = {
  id: number;
  tenant_id: number;
  schedule_id: number | null;
  property_id: number | null;
  status: S['RefreshJobStatus'];
  error_message: string | null;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
  /** Epoch ms when a pending/running job settles (simulated work). */
  settles_at: number | null;
  will_fail_with: string | null;
};

export const exportRunSchema = v.looseObject({ id, tenant_id: id, status: v.string(), started_at: iso });
export type ExportRunRecord = {
  id: number;
  tenant_id: number;
  status: S['ExportRunStatus'];
  property_ids: number[];
  started_at: string;
  finished_at: string | null;
  /** Epoch ms; progress is computed from elapsed time, so polling sees it advance. */
  started_ms: number;
  duration_ms: number;
  /** Ids that fail, with their error; fixed at start so every poll tells the same story. */
  failures: { property_id: number; code: string; message: string }[];
};

export const portalLinkSchema = v.looseObject({ id, tenant_id: id });
/** Gandalf login sessions and tokens, and Canal Pro credentials, per tenant. */
export type PortalLinkRecord = {
  id: number;
  tenant_id: number;
  gandalf_email: string | null;
  gandalf_session_id: string | null;
  gandalf_device_id: string | null;
  gandalf_token: string | null;
  gandalf_expires_at: number | null;
  /** Epoch ms after which the pending login session (waiting for the one-time code) is void. */
  gandalf_session_expires_at?: number | null;
  /** Wrong codes typed for the pending login session (5 void it). */
  gandalf_otp_attempts?: number;
  canalpro_email: string | null;
  canalpro_expires_at: number | null;
  automation_enabled: boolean;
  hours_before_expiry: number;
  device_id: string | null;
  next_renewal_at: string | null;
  last_renewal_at: string | null;
  contract: S['ContractConfig'] | null;
};

export const automationEventSchema = v.looseObject({
  id,
  tenant_id: id,
  action: v.string(),
  created_at: iso,
});
export type AutomationEventRecord = S['AutomationHistoryItem'] & { tenant_id: number };

export const activitySchema = v.looseObject({ id, type: v.string(), timestamp: iso });
export type ActivityRecord = S['Activity'] & { id: number; tenant_id: number };

export const vectorPointSchema = v.looseObject({ id: v.string(), tenant_id: id, text: v.string() });
export type VectorPointRecord = {
  id: string;
  tenant_id: number;
  text: string;
  payload: Record<string, unknown>;
  vector: number[] | null;
};
