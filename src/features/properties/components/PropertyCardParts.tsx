import { Badge } from '@mantine/core';
import { IconHomeOff, IconShare, IconStarFilled } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import type { PropertyListItem } from '../api/properties';
import { publicationBadgeLabel, statusLabel } from '@/lib/property-labels';
import classes from './PropertyCard.module.css';

/** Solid pills over the photo; shades chosen for AA contrast with their text (yellow takes dark text). */
const STATUS_COLORS: Record<string, string> = {
  imported: 'indigo.8',
  pending: 'yellow.5',
  synced: 'blue.8',
  error: 'red.9',
  active: 'teal.9',
};

function statusColor(status: string): string {
  return STATUS_COLORS[status.toLowerCase()] ?? 'gray.7';
}

function StatusPill({ status }: { status: string }) {
  return (
    <Badge
      color={statusColor(status)}
      variant="filled"
      autoContrast
      radius="xl"
      size="sm"
      data-testid="status-pill"
    >
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

/**
 * The cover photo; a missing or broken one gives way to 'Sem foto' (drawn by CSS: a page holds 200
 * cards). Photos below the first row load as they near the screen; the first row's are on screen as
 * the page opens, and the first is the page's largest paint on a phone: lazy, they waited for a
 * layout before being asked for (Lighthouse's "LCP image was lazily loaded").
 */
export function CardImage({ src, first }: { src: string | undefined; first: 'lead' | 'row' | false }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <div className={classes.placeholder} data-testid="image-placeholder">
        <IconHomeOff size={32} stroke={1.4} aria-hidden />
        <span>Sem foto</span>
      </div>
    );
  }
  return (
    <img
      className={classes.image}
      src={src}
      alt=""
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first === 'lead' ? 'high' : undefined}
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}

/** One of the card's figures (area, bedrooms, …): the figure on screen, `spoken` read out whole. */
export function CardFact({ icon, value, spoken }: { icon: ReactNode; value: string; spoken: string }) {
  return (
    <li className={classes.fact}>
      {icon}
      <span aria-hidden>{value}</span>
      <span className={classes.srOnly}>{spoken}</span>
    </li>
  );
}

/**
 * The badges over the photo: shared by a partner, archived, its highlight, its state. An archived
 * property's portal listing is inactive, so it has no live highlight to show; its stored
 * publication type is kept, and the badge comes back with a restore.
 */
export function CardBadges({ item, shared }: { item: PropertyListItem; shared: boolean }) {
  const highlight = item.archived ? null : publicationBadgeLabel(item.publication_type);
  return (
    <div className={classes.badges}>
      {shared && (
        <Badge
          color="gray.7"
          variant="filled"
          radius="xl"
          size="sm"
          leftSection={<IconShare size={10} aria-hidden />}
          data-testid="shared-badge"
        >
          Compartilhado por parceiro
        </Badge>
      )}
      {item.archived && (
        <Badge color="dark.5" variant="filled" radius="xl" size="sm" data-testid="archived-badge">
          Arquivado
        </Badge>
      )}
      {highlight && (
        <Badge
          color="violet.8"
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
    </div>
  );
}
