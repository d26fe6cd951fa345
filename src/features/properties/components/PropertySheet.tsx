import { useState } from 'react';
import { useAuth } from '@/features/auth/api/session';
import { publicListingUrl } from '@/features/listing/api/public-listing';
import { formatArea, formatMoney, formatNumber, formatRent, PRICE_ON_REQUEST } from '@/lib/format';
import { amenityLabels, businessTypeLabel, featureLabels, propertyTypeLabel } from '@/lib/property-labels';
import { formatCondoFee, formatIptu, type PropertyDetailView } from '../api/property-detail';
import { useFittedText } from '../hooks/useFittedText';
import { isPublished } from '../share';
import classes from './PropertySheet.module.css';

/** Photos besides the cover that the sheet has room for. */
const MORE_PHOTOS = 3;
/** From this length the description is set in two columns (lines of ~110 characters tire the eye). */
const LONG_DESCRIPTION = 1200;

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

/** A photo, or 'Foto indisponível' in its place when it does not load (never a broken image). */
function SheetPhoto({ src, className }: { src: string; className?: string }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (failedSrc === src) {
    return (
      <div className={`${className ?? ''} ${classes.missing ?? ''}`} data-testid="sheet-photo-missing">
        Foto indisponível
      </div>
    );
  }
  return <img className={className} src={src} alt="" loading="eager" onError={() => setFailedSrc(src)} />;
}

function Photos({ images }: { images: string[] }) {
  const [cover, ...others] = images;
  if (!cover) return null;
  const more = others.slice(0, MORE_PHOTOS);
  return (
    <div className={more.length > 0 ? `${classes.photos} ${classes.withMore}` : classes.photos}>
      <SheetPhoto src={cover} className={classes.cover} />
      {more.length > 0 && (
        <div className={classes.more}>
          {more.map((src, i) => (
            <SheetPhoto key={`${i}-${src}`} src={src} className={classes.thumb} />
          ))}
        </div>
      )}
    </div>
  );
}

/**
 * The one-page property sheet that 'Imprimir ficha' prints: the agency and how to reach it, the
 * cover and a few more photos, facts, amenities, values, and the description in whatever room is
 * left on the A4 page — cut between words, with a pointer to the whole text, when it is longer.
 * Laid out but invisible on screen (so the description can be measured), and all there is on
 * paper (PropertySheet.module.css); screen readers read the screen.
 */
export function PropertySheet({ property }: { property: PropertyDetailView }) {
  const { user } = useAuth();
  // The property names its agency; an answer without it falls back to the session's tenant name.
  const agency = property.agency?.name ?? (user?.tenant_name?.trim() || null);
  const creci = property.agency?.creci ?? null;
  const contact = [property.agency?.phone, property.agency?.email].filter(Boolean).join(' · ');
  const { address, prices } = property;
  const cityState = [address.city, address.state].filter(Boolean).join('/');
  const place = [address.neighborhood, cityState].filter(Boolean).join(', ');
  const kind = [propertyTypeLabel(property.propertyType), businessTypeLabel(property.businessType)]
    .filter(Boolean)
    .join(' · ');
  const noPrice = prices.sale === null && prices.rent === null;
  const amenities = [
    ...new Set([...featureLabels(property.features), ...amenityLabels(property.development.amenities)]),
  ];
  const description = property.description ?? 'Sem descrição.';
  const publicUrl = isPublished(property) ? publicListingUrl(window.location.origin, property.id) : null;
  const { ref: descriptionRef, cut } = useFittedText<HTMLParagraphElement>(description);

  return (
    <article className={classes.sheet} aria-hidden="true" data-testid="property-sheet">
      <header className={classes.head}>
        <div>
          {agency && <p className={classes.agency}>{agency}</p>}
          {creci && <p className={classes.muted}>CRECI {creci}</p>}
          {contact && <p className={classes.muted}>{contact}</p>}
        </div>
        <div className={classes.headSide}>
          <p className={classes.muted}>Ficha do imóvel</p>
          <p className={classes.muted}>Código: {property.propertyCode ?? property.externalId}</p>
        </div>
      </header>
      <h1 className={classes.title}>{property.title}</h1>
      {(kind || place) && <p className={classes.muted}>{[kind, place].filter(Boolean).join(' — ')}</p>}
      <Photos images={property.images} />
      <div className={classes.columns}>
        <section>
          <h2 className={classes.heading}>Características</h2>
          <Facts
            facts={[
              ['Tipo', propertyTypeLabel(property.propertyType) || '—'],
              ['Área útil', formatArea(property.usableArea)],
              ['Área total', formatArea(property.totalArea)],
              ['Quartos', formatNumber(property.bedrooms)],
              ['Suítes', formatNumber(property.suites)],
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
      {amenities.length > 0 && (
        <p className={classes.amenities}>
          <strong>Comodidades:</strong> {amenities.join(', ')}
        </p>
      )}
      <section className={classes.description}>
        <h2 className={classes.heading}>Descrição</h2>
        {/* Written by useFittedText: the whole text, or as much as the page holds, cut between words. */}
        <p
          ref={descriptionRef}
          className={description.length > LONG_DESCRIPTION ? classes.twoColumns : undefined}
          data-testid="sheet-description"
          data-cut={cut || undefined}
        />
      </section>
      <footer className={classes.foot}>{footNote(cut, publicUrl)}</footer>
    </article>
  );
}

/** The foot of the page (one line, so its text never moves the description): where the rest is. */
function footNote(cut: boolean, publicUrl: string | null): string {
  if (cut) {
    return publicUrl
      ? `A descrição continua no anúncio: ${publicUrl}`
      : 'Descrição resumida para caber em uma página; o texto completo está com o corretor.';
  }
  return publicUrl ? `Anúncio completo: ${publicUrl}` : '';
}
