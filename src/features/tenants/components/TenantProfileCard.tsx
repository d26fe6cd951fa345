import { ProfileSummary } from '@/components/ProfileSummary';
import type { User } from '@/features/users/api/users';

/**
 * The signed-in user's card on the tenant screen: who they are, their tenant and the
 * permission the screen is about; the tag says whether they may create tenants.
 */
export function TenantProfileCard({ user }: { user: User }) {
  return (
    <ProfileSummary
      tag={user.is_super_admin ? 'Super Admin' : 'Somente leitura'}
      highlighted={user.is_super_admin}
      facts={[
        { label: 'Usuário', value: user.username },
        { label: 'Email', value: user.email },
        { label: 'Tenant ID', value: String(user.tenant_id) },
        { label: 'Permissão', value: 'Gestão de Tenants' },
      ]}
    />
  );
}
