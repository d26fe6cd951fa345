import { ActionIcon, Badge, Card, Checkbox, Skeleton, Stack } from '@mantine/core';
import {
  IconBath,
  IconBed,
  IconCar,
  IconCopy,
  IconEye,
  IconHomeOff,
  IconPencil,
  IconRestore,
  IconRuler2,
  IconShare,
  IconStarFilled,
  IconTrash,
} from '@tabler/icons-react';
import { useRouter } from '@tanstack/react-router';
import { memo, useState, type AnchorHTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { useAuth } from '@/features/auth/api/session';
import { formatArea, formatDate, formatNumber, formatPrice, formatRent, shortPortalId } from '@/lib/format';
import type { PropertyListItem } from '../api/properties';
import { publicationBadgeLabel, statusLabel } from '@/lib/property-labels';
import { useDuplicateAndEdit } from '../hooks/useDuplicateProperty';
import { isPartnerShared } from '../ownership';
import { useIsSelected, useSelectionStore } from '../store';
import classes from './PropertyCard.module.css';

/** Every card has the same height, so the grid never jumps while pages load. */
export const CARD_HEIGHT = 420;
const IMAGE_HEIGHT = 150;

/** Solid pills over the photo; shades chosen for AA contrast with their text (yellow takes dark text). */
const STATUS_COLORS: Record<string, string> = {
  imported: 'indigo.8',
  pending: 'yellow.5',
  synced: 'blue.8',
  error: 'red.9',
  active: 'teal.9',
};

export function statusColor(status: string): string {
  return STATUS_COLORS[status.toLowerCase()] ?? 'gray.7';
}

export function StatusPill({ status }: { status: string }) {
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

function CardImage({ src }: { src: string | undefined }) {
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
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}

function Fact({ icon, value, label }: { icon: ReactNode; value: string; label: string }) {
  return (
    <li className={classes.fact}>
      {icon}
      <span>
        {value}
        <span className={classes.srOnly}> {label}</span>
      </span>
    </li>
  );
}

/**
 * A plain link to a property screen that navigates inside the app. The router's <Link> builds and
 * tracks its location on every render; a page may hold 200 of these, so this one only reads the
 * router on click (and preloads the screen on hover, like <Link> does).
 */
function CardLink({
  to,
  id,
  onClick,
  onMouseEnter,
  children,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & {
  to: '/properties/$id/view' | '/properties/$id/edit';
  id: string;
}) {
  const router = useRouter();
  const href = to.replace('$id', encodeURIComponent(id));
  return (
    <a
      {...props}
      href={href}
      onMouseEnter={(event) => {
        onMouseEnter?.(event);
        void router.preloadRoute({ to, params: { id } }).catch(() => undefined);
      }}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        if (
          event.defaultPrevented ||
          event.button !== 0 ||
          event.metaKey ||
          event.ctrlKey ||
          event.shiftKey ||
          event.altKey
        ) {
          return;
        }
        event.preventDefault();
        void router.navigate({ to, params: { id } });
      }}
    >
      {children}
    </a>
  );
}

/**
 * One property of 'Meus Imóveis' (spec part 1 §2, §3). Memoised: a card re-renders only when its
 * item or its own selection changes, never because another card was ticked or a key was typed.
 * A partner's shared property is marked and read-only (view only, never selected); an archived
 * one offers 'Restaurar' instead of edit and delete.
 */
export const PropertyCard = memo(function PropertyCard({
  item,
  onDelete,
  onRestore,
}: {
  item: PropertyListItem;
  onDelete: (item: PropertyListItem) => void;
  onRestore: (item: PropertyListItem) => void;
}) {
  const { user } = useAuth();
  const shared = isPartnerShared(item, user);
  const selected = useIsSelected(item.id);
  const toggle = useSelectionStore((s) => s.toggle);
  const highlight = publicationBadgeLabel(item.publication_type);
  const parking = item.parking_spaces ?? item.garage_spots;
  const area = item.area_util ?? item.area_total;
  const rent = formatRent(item.price_rent);
  const hasSale = (item.price_sale ?? 0) > 0;
  const address = addressLine(item);
  const titleId = `property-${item.id}-title`;
  const id = String(item.id);
  const { duplicate, duplicating } = useDuplicateAndEdit();

  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      withBorder
      padding="sm"
      radius="md"
      className={classes.card}
      data-testid="property-card"
      data-selected={selected || undefined}
      data-shared={shared || undefined}
    >
      <Card.Section className={classes.media}>
        <CardImage src={item.image_urls[0]} />
        {!shared && (
          <div className={classes.check}>
            <Checkbox
              aria-label={`Selecionar ${item.title}`}
              checked={selected}
              onChange={() => toggle(item)}
            />
          </div>
        )}
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
      </Card.Section>

      <div className={classes.body}>
        <h2 className={classes.title} id={titleId} title={item.title}>
          {item.title}
        </h2>
        <div className={classes.meta}>
          <span>Cód. {item.property_code || '—'}</span>
          <span aria-hidden>·</span>
          <span className={classes.mono} title={item.external_id}>
            <span className={classes.srOnly}>ID </span>
            {shortPortalId(item.external_id)}
          </span>
        </div>
        <div className={classes.prices}>
          <span className={classes.price}>{hasSale || !rent ? formatPrice(item.price_sale) : rent}</span>
          {hasSale && rent && <span className={classes.rent}>{rent}</span>}
        </div>
        <p className={classes.address} title={address}>
          {address || 'Endereço não informado'}
        </p>
        <ul className={classes.facts}>
          <Fact icon={<IconRuler2 size={16} aria-hidden />} value={formatArea(area)} label="de área" />
          <Fact
            icon={<IconBed size={16} aria-hidden />}
            value={formatNumber(item.bedrooms)}
            label="quartos"
          />
          <Fact
            icon={<IconBath size={16} aria-hidden />}
            value={formatNumber(item.bathrooms)}
            label="banheiros"
          />
          <Fact icon={<IconCar size={16} aria-hidden />} value={formatNumber(parking)} label="vagas" />
        </ul>
        <div className={classes.dates}>
          <div>Criado em {formatDate(item.created_at)}</div>
          <div>Atualizado em {formatDate(item.updated_at)}</div>
        </div>
      </div>

      <div className={classes.actions}>
        <ActionIcon
          renderRoot={(props) => <CardLink {...props} to="/properties/$id/view" id={id} />}
          variant="subtle"
          color="gray"
          aria-label={`Visualizar ${item.title}`}
        >
          <IconEye size={18} />
        </ActionIcon>
        {item.archived ? (
          <ActionIcon
            variant="subtle"
            color="teal"
            aria-label={`Restaurar ${item.title}`}
            onClick={() => onRestore(item)}
          >
            <IconRestore size={18} />
          </ActionIcon>
        ) : (
          !shared && (
            <>
              <ActionIcon
                renderRoot={(props) => <CardLink {...props} to="/properties/$id/edit" id={id} />}
                variant="subtle"
                color="gray"
                aria-label={`Editar ${item.title}`}
              >
                <IconPencil size={18} />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={`Duplicar ${item.title}`}
                loading={duplicating}
                onClick={() => duplicate(item.id)}
              >
                <IconCopy size={18} />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Excluir ${item.title}`}
                onClick={() => onDelete(item)}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </>
          )
        )}
      </div>
    </Card>
  );
});

export function PropertyCardSkeleton() {
  return (
    <Card
      withBorder
      padding="sm"
      radius="md"
      h={CARD_HEIGHT}
      aria-hidden
      data-testid="property-card-skeleton"
    >
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
