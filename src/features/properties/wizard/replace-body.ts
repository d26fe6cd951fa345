import type { components } from '@/api/schema';
import { propertyReplaceSchema } from '../schemas/property';
import { bodyFromValues, type PropertyInput, type WizardValues } from './values';

type Property = components['schemas']['Property'];
type Condominium = components['schemas']['Condominium'];
export type ReplaceBody = PropertyInput & { external_id: string };

/** The writable fields, as the schema the mock validates PUT with lists them. */
const WRITABLE = Object.keys(propertyReplaceSchema.entries) as (keyof PropertyInput)[];

/**
 * The PUT body of an edit. PUT replaces the whole property, and the wizard shows only part of it
 * (the condominium's own names, `virtualTour`, `videos`, alias fields…), so the
 * body starts from the property as loaded and only the fields the user changed are overlaid —
 * an edit never wipes what it does not show, and a save without changes leaves it as it was.
 */
export function replaceBody(original: Property, initial: WizardValues, current: WizardValues): ReplaceBody {
  const body: Record<string, unknown> = {};
  for (const key of WRITABLE) {
    const value = (original as Record<string, unknown>)[key];
    if (value !== null && value !== undefined) body[key] = value;
  }
  // The property carries a `coordinates` object; the body takes the pair.
  if (original.coordinates) {
    body.latitude = original.coordinates.latitude;
    body.longitude = original.coordinates.longitude;
  }

  const before = bodyFromValues(initial) as Record<string, unknown>;
  const after = bodyFromValues(current) as Record<string, unknown>;
  const changed = new Set<string>();
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    changed.add(key);
    if (after[key] === undefined) delete body[key];
    else body[key] = after[key];
  }
  // A cleared value must not come back from an alias the body still carries.
  for (const [canonical, alias] of ALIASES) {
    if (changed.has(canonical)) delete body[alias];
  }
  if (changed.has('nome_empreendimento') && body.building_name !== undefined) {
    body.building_name = after.nome_empreendimento;
  }
  if (original.condominium) body.condominium = mirroredCondominium(original.condominium, changed, after);
  return body as ReplaceBody;
}

const ALIASES = [
  ['price_sale', 'sale_price'],
  ['price_rent', 'rent_price'],
  ['parking_spaces', 'garage_spots'],
  ['image_urls', 'images'],
] as const;

/**
 * The development's fields also live in the condominium object, which the normaliser falls back
 * to: a change made in the wizard is written there too, or the old value would show again.
 */
function mirroredCondominium(
  condo: Condominium,
  changed: Set<string>,
  after: Record<string, unknown>,
): Condominium {
  const next: Condominium = {
    ...condo,
    informacoes: condo.informacoes ? { ...condo.informacoes } : condo.informacoes,
  };
  const value = <T>(key: string) => (after[key] ?? null) as T;
  if (changed.has('nome_empreendimento')) {
    next.name = value<string | null>('nome_empreendimento');
    next.nome = next.name;
  }
  if (changed.has('condo_fee')) next.condo_fee = value('condo_fee');
  if (changed.has('iptu')) next.iptu = value('iptu');
  if (changed.has('virtual_tour_link')) next.virtual_tour_link = value('virtual_tour_link');
  const info = next.informacoes;
  if (info) {
    if (changed.has('floors')) info.andares = value('floors');
    if (changed.has('units_on_floor')) info.unidadesPorAndar = value('units_on_floor');
    if (changed.has('buildings')) info.blocos = value('buildings');
    if (changed.has('delivery_at')) info.entregaEm = value('delivery_at');
    if (changed.has('condo_features')) info.caracteristicas = (after.condo_features as string[]) ?? [];
    if (changed.has('custom_condo_features'))
      info.caracteristicasPersonalizadas = value('custom_condo_features');
  }
  return next;
}
