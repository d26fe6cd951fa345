/**
 * Developments (empreendimentos): who sees which, the search by name, and what a property saved
 * with one gets. The catalogue (`tenant_id` null) is every tenant's; a tenant's own are its alone.
 */
import type { components } from '../src/api/schema';
import { db } from './db';
import type { DevelopmentRecord } from './db/schemas';
import { errors } from './http';
import { fold } from './properties-query';

type S = components['schemas'];

const DEVELOPMENT_NOT_FOUND = 'Empreendimento não encontrado';

function visibleTo(d: DevelopmentRecord, tenantId: number): boolean {
  return d.tenant_id === null || d.tenant_id === tenantId;
}

export function toDevelopment(d: DevelopmentRecord): S['Development'] {
  return {
    id: d.id,
    name: d.name,
    address: { ...d.address },
    floors: d.floors ?? null,
    units_per_floor: d.units_per_floor ?? null,
    buildings: d.buildings ?? null,
    delivery_at: d.delivery_at ?? null,
    shared: d.tenant_id === null,
  };
}

/**
 * The tenant's developments matching `q` (name, neighbourhood, city or id; accents and case
 * ignored): names that start with it first, then the others, each group by name.
 */
export function searchDevelopments(tenantId: number, q: string, limit: number): DevelopmentRecord[] {
  const needle = fold(q.trim());
  const scored: { d: DevelopmentRecord; rank: number }[] = [];
  for (const d of db.developments.all()) {
    if (!visibleTo(d, tenantId)) continue;
    const name = fold(d.name);
    const place = fold(`${d.address.neighborhood ?? ''} ${d.address.city ?? ''}`);
    let rank: number | null = null;
    if (needle === '' || name.startsWith(needle) || String(d.id) === needle) rank = 0;
    else if (name.includes(needle)) rank = 1;
    else if (place.includes(needle)) rank = 2;
    if (rank !== null) scored.push({ d, rank });
  }
  return scored
    .sort((a, b) => a.rank - b.rank || a.d.name.localeCompare(b.d.name, 'pt-BR'))
    .slice(0, limit)
    .map(({ d }) => d);
}

/** The development `id` as the tenant sees it, or 422 under `empreendimento_id`. */
export function requireDevelopment(tenantId: number, id: number): DevelopmentRecord {
  const d = db.developments.findFirst((q) => q.where({ id }));
  if (!d || !visibleTo(d, tenantId)) throw errors.validation({ empreendimento_id: DEVELOPMENT_NOT_FOUND });
  return d;
}

/**
 * A property's condominium once it belongs to `d`: the development's name, address and building
 * facts, over what the property already had (its fees, its amenities, its tour).
 */
export function condominiumOf(
  d: DevelopmentRecord,
  base: S['Condominium'] | null | undefined,
): S['Condominium'] {
  const a = d.address;
  return {
    ...(base ?? {}),
    id: d.id,
    name: d.name,
    nome: d.name,
    endereco: {
      endereco: [a.street, a.number].filter(Boolean).join(', ') || null,
      street: a.street ?? null,
      cep: a.zip_code ?? null,
      bairro: a.neighborhood ?? null,
      cidade: a.city ?? null,
      estado: a.state ?? null,
    },
    informacoes: {
      ...(base?.informacoes ?? {}),
      andares: d.floors ?? null,
      unidadesPorAndar: d.units_per_floor ?? null,
      blocos: d.buildings ?? null,
      entregaEm: d.delivery_at ?? null,
    },
  };
}
