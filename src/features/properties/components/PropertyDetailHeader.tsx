import { ActionIcon, Badge, Button, CopyButton, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy, IconEdit, IconStarFilled, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useAuth } from '@/features/auth/api/session';
import { publicationBadgeLabel, statusLabel } from '@/lib/property-labels';
import { forgetPropertyDetail, type PropertyDetailView } from '../api/property-detail';
import { useDuplicateAndEdit } from '../hooks/useDuplicateProperty';
import { isPartnerShared } from '../ownership';
import { DeleteWizard } from './DeleteWizard';
import { ArchivedBadge, RestoreButton } from './PropertyDetailArchived';
import { ShareActions } from './ShareActions';
import { BusyButton } from '@/components/BusyButton';

const DELETE_SUCCESS = 'Imóvel excluído com sucesso!';
const DELETE_ERROR = 'Erro ao excluir imóvel.';

/** Status badge colours: active green, synced blue, anything else yellow. */
function detailStatusColor(status: string): 'green' | 'blue' | 'yellow' {
  const key = status.toLowerCase();
  return key === 'active' ? 'green' : key === 'synced' ? 'blue' : 'yellow';
}

/**
 * Badges keep their tinted background; their text uses the body colour so it stays readable on the
 * tint in both themes (coloured text on a light tint falls below AA contrast).
 */
const badgeText = { c: 'var(--mantine-color-text)' } as const;

/** The detail's title, badges and identifiers, with what the user may do to the property. */
export function PropertyDetailHeader({ property }: { property: PropertyDetailView }) {
  // An archived property's portal listing is inactive: its highlight is not live (the stored type is
  // kept, and shows again once it is restored).
  const highlight = property.archived ? null : publicationBadgeLabel(property.publicationType);
  return (
    <Group justify="space-between" align="flex-start" gap="sm">
      <Stack gap={6} miw={0} style={{ flex: '1 1 320px' }}>
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
          {property.title}
        </Title>
        <Group gap="xs">
          <Badge
            variant="light"
            color={detailStatusColor(property.status)}
            {...badgeText}
            data-testid="status-badge"
            data-color={detailStatusColor(property.status)}
          >
            {statusLabel(property.status) || '—'}
          </Badge>
          {property.archived && <ArchivedBadge />}
          {highlight && (
            <Badge
              variant="light"
              color="grape"
              {...badgeText}
              leftSection={<IconStarFilled size={10} aria-hidden />}
            >
              {highlight}
            </Badge>
          )}
          <Group gap={4} wrap="nowrap">
            <Text size="sm" c="dimmed">
              ID externo:{' '}
              <Text span inherit fw={600} c="var(--mantine-color-text)" ff="monospace">
                {property.externalId}
              </Text>
            </Text>
            <CopyButton value={property.externalId} timeout={2000}>
              {({ copied, copy }) => (
                <Tooltip label={copied ? 'Copiado!' : 'Copiar ID externo'} withArrow>
                  <ActionIcon
                    variant="subtle"
                    color={copied ? 'teal' : 'gray'}
                    size="sm"
                    onClick={copy}
                    aria-label={copied ? 'ID externo copiado' : 'Copiar ID externo'}
                  >
                    {copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />}
                  </ActionIcon>
                </Tooltip>
              )}
            </CopyButton>
          </Group>
          {property.propertyCode && (
            <Text size="sm" c="dimmed">
              Código:{' '}
              <Text span inherit fw={600} c="var(--mantine-color-text)">
                {property.propertyCode}
              </Text>
            </Text>
          )}
        </Group>
      </Stack>
      <Group gap="xs">
        <ShareActions property={property} />
        <HeaderActions property={property} />
      </Group>
    </Group>
  );
}

/** A partner's property, shared with the user's agency (read-only). */
export function isShared(property: PropertyDetailView, user: ReturnType<typeof useAuth>['user']): boolean {
  return isPartnerShared({ tenant_id: property.tenantId }, user);
}

function HeaderActions({ property }: { property: PropertyDetailView }) {
  const { user } = useAuth();
  if (isShared(property, user)) {
    // A partner's shared property: readable, but the server refuses every change to it.
    return (
      <Badge variant="light" color="gray" {...badgeText}>
        Compartilhado por parceiro (somente leitura)
      </Badge>
    );
  }
  // As on the list card: an archived property is restored before anything else is done to it.
  if (property.archived) return <RestoreButton id={property.id} />;
  return <OwnerActions property={property} />;
}

/**
 * Edit, and 'Excluir' through the same 3-step wizard as the list (type, reason, the typed
 * 'excluir'), in the detail page's words; after a delete the user is back on /properties.
 */
function OwnerActions({ property }: { property: PropertyDetailView }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [deleting, setDeleting] = useState(false);
  const { duplicate, duplicating } = useDuplicateAndEdit();
  const deletable = [
    {
      id: property.id,
      title: property.title,
      property_code: property.propertyCode,
      remote_id: property.portalId,
      canalpro_id: null,
    },
  ];

  return (
    <Group gap="xs">
      <Button
        renderRoot={(props) => (
          <Link {...props} to="/properties/$id/edit" params={{ id: String(property.id) }} />
        )}
        variant="default"
        leftSection={<IconEdit size={16} />}
      >
        Editar
      </Button>
      <BusyButton
        variant="default"
        leftSection={<IconCopy size={16} />}
        busy={duplicating}
        onClick={() => duplicate(property.id)}
      >
        Duplicar
      </BusyButton>
      <Button color="red" leftSection={<IconTrash size={16} />} onClick={() => setDeleting(true)}>
        Excluir
      </Button>
      <DeleteWizard
        opened={deleting}
        onClose={() => setDeleting(false)}
        properties={deletable}
        messages={{ success: DELETE_SUCCESS, failure: DELETE_ERROR }}
        onDeleted={() => {
          void navigate({ to: '/properties' }).then(() => forgetPropertyDetail(queryClient, property.id));
        }}
      />
    </Group>
  );
}
