import { Alert, Badge, Button, Group, Text } from '@mantine/core';
import { IconArchive, IconArrowLeft, IconRestore } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { EmptyState } from '@/components/EmptyState';
import { READABLE_ALERT_TITLE } from '@/components/tone';
import { useAuth } from '@/features/auth/api/session';
import { parsePropertyId, propertyDetailOptions } from '../api/property-detail';
import { useRestore } from '../hooks/useRestore';
import { isPartnerShared } from '../ownership';
import { BusyButton } from '@/components/BusyButton';

const ARCHIVED_TITLE = 'Imóvel arquivado';
/** The deletion wizard's own words for what archiving does ('O anúncio no Canal Pro fica inativo'). */
const ARCHIVED_TEXT = 'Este imóvel está arquivado e o anúncio no Canal Pro está inativo.';

/** 'Arquivado' beside the title, as the list card says it over the photo. */
export function ArchivedBadge() {
  return (
    <Badge
      variant="filled"
      color="dark.5"
      leftSection={<IconArchive size={12} aria-hidden />}
      data-testid="archived-badge"
    >
      Arquivado
    </Badge>
  );
}

/** Under the detail page's header: what being archived means, and the way back (for the owner). */
export function ArchivedBanner({ restorable }: { restorable: boolean }) {
  return (
    <Alert
      variant="light"
      color="yellow"
      icon={<IconArchive size={18} aria-hidden />}
      title={ARCHIVED_TITLE}
      styles={READABLE_ALERT_TITLE}
      // A state of the page, not an event: read politely, not as an alert.
      role="status"
      data-testid="archived-banner"
    >
      <Text size="sm">
        {ARCHIVED_TEXT}
        {restorable && ' Restaure-o para voltar a editá-lo ou excluí-lo.'}
      </Text>
    </Alert>
  );
}

/** 'Restaurar' of one archived property: the detail page refreshes to show it as a normal one. */
export function RestoreButton({ id }: { id: number }) {
  const { restore, restoring } = useRestore();
  return (
    // The page's one way forward, so its primary action (the brand's shade keeps AA contrast).
    <BusyButton
      leftSection={<IconRestore size={16} aria-hidden />}
      busy={restoring}
      onClick={() => void restore([id])}
    >
      Restaurar
    </BusyButton>
  );
}

/**
 * /properties/$id/edit of the tenant's own archived property: the wizard would save changes to a
 * property that is off the list and off the portal without a word, so the page says it is archived
 * and offers 'Restaurar' (the wizard opens once it is restored) or the way to its details. Anything
 * else (loading, not found, an error, a partner's property) is the edit screen's to show.
 */
export function ArchivedEditGate({ children }: { children: ReactNode }) {
  const params = useParams({ strict: false });
  const id = parsePropertyId(params.id);
  const { user } = useAuth();
  // The edit screen's own query (same key and freshness): one request, and the wizard never opens
  // on the stored copy of a property archived meanwhile.
  const { data: archived } = useQuery({
    ...propertyDetailOptions(id ?? 0),
    enabled: id !== null,
    staleTime: 0,
    select: (p) => (p.archived === true && !isPartnerShared(p, user) ? { id: p.id, title: p.title } : null),
  });
  if (!archived) return children;
  return (
    <EmptyState
      page
      testId="archived-edit-notice"
      icon={IconArchive}
      title={ARCHIVED_TITLE}
      description={`“${archived.title}” está arquivado e o anúncio no Canal Pro está inativo. Restaure-o para editá-lo.`}
      action={
        <Group gap="xs" justify="center">
          <RestoreButton id={archived.id} />
          <Button
            renderRoot={(props) => (
              <Link {...props} to="/properties/$id/view" params={{ id: String(archived.id) }} />
            )}
            variant="default"
            leftSection={<IconArrowLeft size={16} aria-hidden />}
          >
            Ver detalhes do imóvel
          </Button>
        </Group>
      }
    />
  );
}
