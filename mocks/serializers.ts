/** Records → contract shapes. The only place where server-side fields are dropped. */
import type { components } from '../src/api/schema';
import { db } from './db';
import type { UserRecord } from './db/schemas';

export function toUser(user: UserRecord): components['schemas']['User'] {
  const tenant = db.tenants.findFirst((q) => q.where({ id: user.tenant_id }));
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    is_admin: user.is_admin,
    is_super_admin: user.is_super_admin,
    tenant_id: user.tenant_id,
    tenant_name: tenant?.name ?? null,
  };
}
