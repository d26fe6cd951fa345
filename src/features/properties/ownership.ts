import type { components } from '@/api/schema';

type User = components['schemas']['User'];

/**
 * A partner's property shared with the caller's tenant (the list's `include_shared`): readable,
 * but never selected, edited or deleted — the server refuses every change to it.
 */
export function isPartnerShared(
  property: { tenant_id: number },
  user: Pick<User, 'tenant_id'> | null,
): boolean {
  return user !== null && property.tenant_id !== user.tenant_id;
}
