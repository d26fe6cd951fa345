import { useAuth } from '@/features/auth/api/session';
import { formatArea, formatMoney, formatNumber, formatRent, PRICE_ON_REQUEST } from '@/lib/format';
import { businessTypeLabel, propertyTypeLabel } from '@/lib/property-labels';
import { formatCondoFee, formatIptu, type PropertyDetailView } from '../api/property-detail';
import classes from './PropertySheet.module.css';

function Facts({ facts, className }: { facts: [string, string][]; className?: string }) {
  return (
    <dl className={className ? `${classes.facts} ${className}` : classes.facts}>
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The one-page property sheet that 'Imprimir ficha' prints: the agency, cover photo, facts, values
 * and description. Drawn on paper only (PropertySheet.module.css); screen readers read the screen.
 */
export function PropertySheet({ property }: { property: PropertyDetailView }) {
  const { user } = useAuth();
  // The property names its agency; an answer without it falls back to the session's tenant name.
  const agency = property.agency?.name ?? (user?.tenant_name?.trim() || null);
  const creci = property.agency?.creci ?? null;
  const { address, prices } = property;
  const cityState = [address.city, address.state].filter(Boolean).join('/');
  const place = [address.neighborhood, cityState].filter(Boolean).join(', ');
  const kind = [propertyTypeLabel(property.propertyType), businessTypeLabel(property.businessType)]
    .filter(Boolean)
    .join(' · ');
  const cover = property.images[0];
  const noPrice = prices.sale === null && prices.rent === null;

  return (
    <article className={classes.sheet} aria-hidden="true" data-testid="property-sheet">
      <header className={classes.head}>
        <div>
          {agency && <p className={classes.agency}>{agency}</p>}
          {creci && <p className={classes.muted}>CRECI {creci}</p>}
          <p className={classes.muted}>Ficha do imóvel</p>
        </div>
        <p className={classes.muted}>Código: {property.propertyCode ?? property.externalId}</p>
      </header>
      <h1 className={classes.title}>{property.title}</h1>
      {(kind || place) && <p className={classes.muted}>{[kind, place].filter(Boolean).join(' — ')}</p>}
      {cover && <img className={classes.cover} src={cover} alt="" loading="eager" />}
      <div className={classes.columns}>
        <section>
          <h2 className={classes.heading}>Características</h2>
          <Facts
            facts={[
              ['Tipo', propertyTypeLabel(property.propertyType) || '—'],
              ['Área útil', formatArea(property.usableArea)],
              ['Área total', formatArea(property.totalArea)],
              ['Quartos', formatNumber(property.bedrooms)],
              ['Banheiros', formatNumber(property.bathrooms)],
              ['Vagas', formatNumber(property.parking)],
            ]}
          />
        </section>
        <section>
          <h2 className={classes.heading}>Valores</h2>
          <Facts
            className={classes.values}
            facts={[
              ['Venda', noPrice ? PRICE_ON_REQUEST : formatMoney(prices.sale)],
              ['Aluguel', formatRent(prices.rent) ?? '—'],
              ['Condomínio', formatCondoFee(prices)],
              ['IPTU', formatIptu(prices)],
            ]}
          />
        </section>
      </div>
      <section className={classes.description}>
        <h2 className={classes.heading}>Descrição</h2>
        <p>{property.description ?? 'Sem descrição.'}</p>
      </section>
    </article>
  );
}
