import {
  ActionIcon,
  Badge,
  Box,
  Card,
  Center,
  Checkbox,
  Group,
  Skeleton,
  Stack,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import {
  IconBath,
  IconBed,
  IconCar,
  IconEye,
  IconHomeOff,
  IconPencil,
  IconRuler2,
  IconStarFilled,
  IconTrash,
} from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { memo, useState, type ReactNode } from 'react';
import { formatArea, formatDate, formatNumber, formatPrice, formatRent, shortPortalId } from '@/lib/format';
import type { PropertyListItem } from '../api/properties';
import { publicationBadgeLabel, statusLabel } from '../labels';
import { useIsSelected, useSelectionStore } from '../store';

/** Every card has the same height, so the grid never jumps while pages load. */
export const CARD_HEIGHT = 420;
const IMAGE_HEIGHT = 150;

const STATUS_COLORS: Record<string, string> = {
  imported: 'blue',
  pending: 'yellow',
  synced: 'green',
  error: 'red',
  active: 'teal',
};

export function statusColor(status: string): string {
  return STATUS_COLORS[status.toLowerCase()] ?? 'gray';
}

export function StatusPill({ status }: { status: string }) {
  return (
    <Badge color={statusColor(status)} variant="filled" radius="xl" size="sm" data-testid="status-pill">
      {statusLabel(status) || '—'}
    </Badge>
  );
}

/** One line of "Rua, número – bairro, cidade/UF", with the condominium first when there is one. */
export function addressLine(item: Pick<PropertyListItem, 'address' | 'condominium'>): string {
  const { street, number, neighborhood, city, state } = item.address ?? {};
  const streetPart = [street, number].filter(Boolean).join(', ');
  const cityPart = [city, state].filter(Boolean).join('/');
  const place = [neighborhood, cityPart].filter(Boolean).join(', ');
  const line = [streetPart, place].filter(Boolean).join(' – ');
  const condo = item.condominium?.name;
  return [condo, line].filter(Boolean).join(' · ');
}

function CardImage({ src }: { src: string | undefined }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <Center h={IMAGE_HEIGHT} bg="var(--mantine-color-default-hover)" data-testid="image-placeholder">
        <Stack gap={4} align="center">
          <IconHomeOff size={32} stroke={1.4} color="var(--mantine-color-dimmed)" aria-hidden />
          <Text size="xs" c="dimmed">
            Sem foto
          </Text>
        </Stack>
      </Center>
    );
  }
  return (
    <img
      src={src}
      alt=""
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      style={{ display: 'block', width: '100%', height: IMAGE_HEIGHT, objectFit: 'cover' }}
    />
  );
}

function Fact({ icon, value, label }: { icon: ReactNode; value: string; label: string }) {
  return (
    <Group gap={4} wrap="nowrap">
      {icon}
      <Text size="sm">
        {value}
        <VisuallyHidden> {label}</VisuallyHidden>
      </Text>
    </Group>
  );
}

/**
 * One property of 'Meus Imóveis' (spec part 1 §2, §3). Memoised: a card re-renders only when its
 * item or its own selection changes, never because another card was ticked or a key was typed.
 */
export const PropertyCard = memo(function PropertyCard({
  item,
  onDelete,
}: {
  item: PropertyListItem;
  onDelete: (item: PropertyListItem) => void;
}) {
  const selected = useIsSelected(item.id);
  const toggle = useSelectionStore((s) => s.toggle);
  const highlight = publicationBadgeLabel(item.publication_type);
  const parking = item.parking_spaces ?? item.garage_spots;
  const area = item.area_util ?? item.area_total;
  const rent = formatRent(item.price_rent);
  const hasSale = item.price_sale !== null && item.price_sale !== undefined;
  const address = addressLine(item);
  const titleId = `property-${item.id}-title`;
  const id = String(item.id);

  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      withBorder
      padding="sm"
      radius="md"
      h={CARD_HEIGHT}
      data-testid="property-card"
      data-selected={selected || undefined}
      style={selected ? { borderColor: 'var(--mantine-primary-color-filled)' } : undefined}
    >
      <Card.Section pos="relative">
        <CardImage src={item.image_urls[0]} />
        <Box pos="absolute" top={8} left={8} p={4} bg="var(--mantine-color-body)" style={{ borderRadius: 6 }}>
          <Checkbox
            aria-label={`Selecionar ${item.title}`}
            checked={selected}
            onChange={() => toggle(item)}
          />
        </Box>
        <Group pos="absolute" top={8} right={8} gap={4} justify="flex-end" maw="75%">
          {highlight && (
            <Badge
              color="violet"
              variant="filled"
              radius="xl"
              size="sm"
              leftSection={<IconStarFilled size={10} aria-hidden />}
              data-testid="highlight-badge"
            >
              {highlight}
            </Badge>
          )}
          <StatusPill status={item.status} />
        </Group>
      </Card.Section>

      <Stack gap={6} mt="sm" style={{ flex: 1, minHeight: 0 }}>
        <Text fw={600} lineClamp={1} id={titleId} title={item.title}>
          {item.title}
        </Text>
        <Group gap={6} wrap="nowrap">
          <Text size="xs" c="dimmed">
            Cód. {item.property_code || '—'}
          </Text>
          <Text size="xs" c="dimmed" aria-hidden>
            ·
          </Text>
          <Text size="xs" c="dimmed" ff="monospace" title={item.external_id} truncate>
            <VisuallyHidden>ID </VisuallyHidden>
            {shortPortalId(item.external_id)}
          </Text>
        </Group>
        <Group gap={8} align="baseline" wrap="nowrap">
          <Text fw={700} size="lg" truncate>
            {hasSale || !rent ? formatPrice(item.price_sale) : rent}
          </Text>
          {hasSale && rent && (
            <Text size="sm" c="dimmed" truncate>
              {rent}
            </Text>
          )}
        </Group>
        <Text size="sm" c="dimmed" lineClamp={2} h={40} title={address}>
          {address || 'Endereço não informado'}
        </Text>
        <Group gap="md" wrap="nowrap">
          <Fact icon={<IconRuler2 size={16} aria-hidden />} value={formatArea(area)} label="de área" />
          <Fact icon={<IconBed size={16} aria-hidden />} value={formatNumber(item.bedrooms)} label="quartos" />
          <Fact
            icon={<IconBath size={16} aria-hidden />}
            value={formatNumber(item.bathrooms)}
            label="banheiros"
          />
          <Fact icon={<IconCar size={16} aria-hidden />} value={formatNumber(parking)} label="vagas" />
        </Group>
        <Stack gap={0}>
          <Text size="xs" c="dimmed">
            Criado em {formatDate(item.created_at)}
          </Text>
          <Text size="xs" c="dimmed">
            Atualizado em {formatDate(item.updated_at)}
          </Text>
        </Stack>
      </Stack>

      <Group justify="flex-end" gap={4} mt="xs">
          <ActionIcon
            component={Link}
            to="/properties/$id/view"
            params={{ id }}
            variant="subtle"
            color="gray"
            aria-label={`Visualizar ${item.title}`}
          >
            <IconEye size={18} />
          </ActionIcon>
          <ActionIcon
            component={Link}
            to="/properties/$id/edit"
            params={{ id }}
            variant="subtle"
            color="gray"
            aria-label={`Editar ${item.title}`}
          >
            <IconPencil size={18} />
          </ActionIcon>
          <ActionIcon variant="subtle" color="red" aria-label={`Excluir ${item.title}`} onClick={() => onDelete(item)}>
            <IconTrash size={18} />
          </ActionIcon>
      </Group>
    </Card>
  );
});

export function PropertyCardSkeleton() {
  return (
    <Card withBorder padding="sm" radius="md" h={CARD_HEIGHT} aria-hidden data-testid="property-card-skeleton">
      <Card.Section>
        <Skeleton h={IMAGE_HEIGHT} radius={0} />
      </Card.Section>
      <Stack gap={10} mt="sm">
        <Skeleton h={18} w="85%" />
        <Skeleton h={12} w="50%" />
        <Skeleton h={22} w="45%" />
        <Skeleton h={14} w="95%" />
        <Skeleton h={14} w="70%" />
        <Skeleton h={16} w="80%" />
        <Skeleton h={12} w="40%" />
        <Skeleton h={12} w="45%" />
      </Stack>
    </Card>
  );
}
