import { ActionIcon, Card, Checkbox } from '@mantine/core';
import {
  IconBath,
  IconBed,
  IconCar,
  IconCopy,
  IconEye,
  IconPencil,
  IconRestore,
  IconRuler2,
  IconTrash,
} from '@tabler/icons-react';
import { memo } from 'react';
import { BusyActionIcon } from '@/components/BusyActionIcon';
import { useAuth } from '@/features/auth/api/session';
import {
  formatArea,
  formatDate,
  formatNumber,
  formatPrice,
  formatRent,
  plural,
  shortPortalId,
} from '@/lib/format';
import type { PropertyListItem } from '../api/properties';
import { useDuplicateAndEdit } from '../hooks/useDuplicateProperty';
import { isPartnerShared } from '../ownership';
import { useIsSelected, useSelectionStore } from '../store';
import { CardLink } from './CardLink';
import { addressLine, CardBadges, CardFact, CardImage } from './PropertyCardParts';
import classes from './PropertyCard.module.css';

/** A count as a screen reader says it: '1 quarto', '3 quartos'; unknown: 'quartos: não informado'. */
function spokenCount(count: number | null | undefined, one: string, other: string): string {
  return count == null ? `${other}: não informado` : plural(count, one, other);
}

/**
 * One property of 'Meus Imóveis'. Memoised: a card re-renders only when its
 * item or its own selection changes, never because another card was ticked or a key was typed.
 * A partner's shared property is marked and read-only (view only, never selected); an archived
 * one offers 'Restaurar' instead of edit and delete.
 */
export const PropertyCard = memo(function PropertyCard({
  item,
  onDelete,
  onRestore,
  first = false,
}: {
  item: PropertyListItem;
  /** In the page's first row ('lead': its first card), on screen as the page opens. */
  first?: 'lead' | 'row' | false;
  onDelete: (item: PropertyListItem) => void;
  onRestore: (item: PropertyListItem) => void;
}) {
  const { user } = useAuth();
  const shared = isPartnerShared(item, user);
  const selected = useIsSelected(item.id);
  const toggle = useSelectionStore((s) => s.toggle);
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
        <CardImage src={item.image_urls[0]} first={first} />
        {!shared && (
          <div className={classes.check}>
            <Checkbox
              aria-label={`Selecionar ${item.title}`}
              checked={selected}
              onChange={() => toggle(item)}
            />
          </div>
        )}
        <CardBadges item={item} shared={shared} />
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
          <CardFact
            icon={<IconRuler2 size={16} aria-hidden />}
            value={formatArea(area)}
            spoken={area == null ? 'Área não informada' : `${formatArea(area)} de área`}
          />
          <CardFact
            icon={<IconBed size={16} aria-hidden />}
            value={formatNumber(item.bedrooms)}
            spoken={spokenCount(item.bedrooms, 'quarto', 'quartos')}
          />
          <CardFact
            icon={<IconBath size={16} aria-hidden />}
            value={formatNumber(item.bathrooms)}
            spoken={spokenCount(item.bathrooms, 'banheiro', 'banheiros')}
          />
          <CardFact
            icon={<IconCar size={16} aria-hidden />}
            value={formatNumber(parking)}
            spoken={spokenCount(parking, 'vaga', 'vagas')}
          />
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
              <BusyActionIcon
                variant="subtle"
                color="gray"
                aria-label={`Duplicar ${item.title}`}
                busy={duplicating}
                onClick={() => duplicate(item.id)}
              >
                <IconCopy size={18} />
              </BusyActionIcon>
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
