import { ProfileSummary } from '@/components/ProfileSummary';
import type { User } from '../api/users';

/** The signed-in user's own card: tenant name 'Master' when it has none. */
export function ProfileCard({ user }: { user: User }) {
  return (
    <ProfileSummary
      tag={user.is_admin ? 'Administrador' : 'Usuário'}
      highlighted={user.is_admin}
      facts={[
        { label: 'Usuário', value: user.username },
        { label: 'Email', value: user.email },
        { label: 'Tenant ID', value: String(user.tenant_id) },
        { label: 'Tenant', value: user.tenant_name?.trim() || 'Master' },
      ]}
    />
  );
}
