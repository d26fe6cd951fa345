import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useAuth } from '@/features/auth/api/session';
import { useLastListSearch } from '../last-search';
import { EXACT_ACTIVE } from '@/lib/links';

/**
 * 'Meus Imóveis' › the page's own name, over a property's pages (its details, the wizard). The link
 * goes back to the list as the user left it: search, filters, sort, page.
 */
export function ListBreadcrumbs({ current }: { current: string }) {
  const { user } = useAuth();
  const search = useLastListSearch(user?.id);
  return (
    <Breadcrumbs>
      <Anchor
        renderRoot={(props) => (
          <Link {...props} to="/properties" search={search ?? {}} activeOptions={EXACT_ACTIVE} />
        )}
        size="sm"
      >
        Meus Imóveis
      </Anchor>
      <Text size="sm" c="dimmed">
        {current}
      </Text>
    </Breadcrumbs>
  );
}
