/**
 * The properties (ids global, like a real database's), the developments they belong to and the
 * vector points of the similarity search (docs/rules.md#the-seed). Content comes from the seed's
 * random numbers, drawn in a fixed order: properties first.
 */
import type { components } from '../../src/api/schema';
import { db } from '../db';
import type { DevelopmentRecord, PropertyRecord } from '../db/schemas';
import type { Random } from '../random';
import { CONDOMINIUMS, HIGHLIGHTS, PLACES, STREETS, TYPE_PROFILES } from '../seed-data';
import { joinedAt, TENANTS } from './tenants';

type PropertyType = components['schemas']['PropertyType'];
type PublicationType = components['schemas']['PublicationType'];

/** The master tenant (admin): its portfolio's size is the `size` knob. */
const MASTER_TENANT_ID = 1;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

function iso(ms: number): string {
  return new Date(ms).toISOString();
}

function pad(n: number, size: number): string {
  return String(n).padStart(size, '0');
}

/**
 * A listing drawn older than its tenant came in when the tenant joined (brought from the system it
 * used before), an hour apart in the portfolio's order; its later dates follow.
 */
function notBeforeJoining(property: PropertyRecord, joinedMs: number, index: number): PropertyRecord {
  const created = Date.parse(property.created_at);
  const earliest = joinedMs + (index + 1) * HOUR;
  if (created >= earliest) return property;
  const updated = Math.max(Date.parse(property.updated_at), earliest + HOUR);
  return {
    ...property,
    created_at: iso(earliest),
    updated_at: iso(updated),
    last_sync_at: property.last_sync_at === null ? null : iso(updated),
  };
}

/** Share of the default portfolio per tenant (150 properties in all). */
const PORTFOLIO: Record<number, number> = { 1: 40, 2: 60, 3: 35, 4: 15 };

const STATUSES = [
  'synced',
  'synced',
  'active',
  'active',
  'imported',
  'imported',
  'pending',
  'error',
] as const;
const PUBLICATIONS: PublicationType[] = [
  'STANDARD',
  'STANDARD',
  'STANDARD',
  'STANDARD',
  'PREMIUM',
  'SUPER_PREMIUM',
  'PREMIERE_1',
  'PREMIERE_2',
  'TRIPLE',
];
const TYPES = Object.keys(TYPE_PROFILES) as PropertyType[];
const CATEGORIES = ['Padrão', 'Duplex', 'Triplex', 'Cobertura', 'Térrea', 'Sobrado'];
const AMENITIES = [
  'pool',
  'gym',
  'barbecue',
  'party_hall',
  'playground',
  'elevator',
  'security_24h',
  'gated_community',
  'gourmet_space',
  'sauna',
] as const;

export function buildProperty(
  random: Random,
  id: number,
  tenantId: number,
  index: number,
  now: number,
): PropertyRecord {
  // Every type appears in every tenant: the first 12 properties walk the list, the rest are drawn.
  const type = index < TYPES.length ? TYPES[index]! : random.pick(TYPES);
  const profile = TYPE_PROFILES[type];
  const place = random.pick(PLACES);
  const status = random.pick(STATUSES);
  const area = random.int(profile.area[0], profile.area[1]);
  const usable = Math.max(15, Math.round(area * (0.78 + random.next() * 0.17)));
  const business = random.pick(['SALE', 'SALE', 'RENTAL', 'SALE_RENTAL'] as const);
  const isLand = type === 'LOTE_TERRENO' || type === 'FAZENDA_SITIO_CHACARA';
  const m2 = isLand ? place.m2 / 12 : place.m2;
  const sale =
    business === 'RENTAL' ? null : Math.round((usable * m2 * (0.8 + random.next() * 0.5)) / 1000) * 1000;
  const rent = business === 'SALE' ? null : Math.max(900, Math.round((usable * m2 * 0.0045) / 50) * 50);
  const bedrooms = profile.rooms[1] === 0 ? 0 : random.int(profile.rooms[0], profile.rooms[1]);
  const exported = status === 'synced' || status === 'active';
  const createdMs = now - random.int(20, 700) * DAY - random.int(0, 23) * HOUR;
  const updatedMs = Math.min(now - random.int(0, 6) * HOUR, createdMs + random.int(1, 200) * DAY);
  const condoName = profile.condo ? random.pick(CONDOMINIUMS) : null;
  const photos = random.chance(0.08) ? 0 : random.int(2, 9);
  const imageNumbers = Array.from({ length: photos }, (_, i) => ((id + i) % 6) + 1);
  const street = random.pick(STREETS);
  const number = String(random.int(10, 2500));
  const zip = `${place.zip}-${pad(random.int(0, 999), 3)}`;
  const condoFee = profile.condo ? Math.round(usable * (9 + random.next() * 9)) : null;
  const iptu =
    isLand && random.chance(0.3) ? null : Math.round(((sale ?? (rent ?? 0) * 150) * 0.0009) / 10) * 10;
  const code = `${profile.noun.slice(0, 2).toUpperCase()}${pad(id, 4)}`;
  const title =
    `${profile.noun}${bedrooms > 0 ? ` ${bedrooms} ${bedrooms === 1 ? 'quarto' : 'quartos'}` : ''} ${
      isLand ? `${area} m²` : ''
    } ${random.chance(0.5) ? 'em' : 'no bairro'} ${place.neighborhood}`.replace(/\s+/g, ' ');
  const features = [random.pick(HIGHLIGHTS), random.pick(HIGHLIGHTS)].filter(
    (f, i, all) => all.indexOf(f) === i,
  );
  const condoFeatures = profile.condo ? AMENITIES.filter(() => random.chance(0.4)) : [];
  return {
    id,
    tenant_id: tenantId,
    title,
    description: `${title}. ${features.map((f) => f.charAt(0).toUpperCase() + f.slice(1)).join(', ')}. ${
      bedrooms > 0 ? `São ${bedrooms} dormitórios, ` : ''
    }${usable} m² úteis em ${place.neighborhood}, ${place.city}.`,
    status,
    property_code: code,
    external_id: `QD-${pad(100000 + ((id * 7919) % 899999), 6)}`,
    remote_id: exported ? String(2_700_000_000 + id * 137) : null,
    canalpro_id: exported ? String(2_700_000_000 + id * 137) : null,
    image_urls: imageNumbers.map((n) => `/mock-images/${profile.image}-${n}.svg`),
    price_sale: sale,
    price_rent: rent,
    condo_fee: condoFee,
    iptu,
    condo_fee_exempt: !profile.condo,
    iptu_exempt: iptu === null,
    iptu_period: iptu === null ? null : 'MONTHLY',
    address: {
      street,
      number,
      complement: profile.condo ? `Apto ${random.int(1, 25)}0${random.int(1, 4)}` : null,
      neighborhood: place.neighborhood,
      city: place.city,
      state: place.state,
      zip_code: zip,
    },
    coordinates: {
      latitude: Number((place.lat + (random.next() - 0.5) * 0.02).toFixed(6)),
      longitude: Number((place.lng + (random.next() - 0.5) * 0.02).toFixed(6)),
    },
    condominium: condoName
      ? {
          id: 1 + CONDOMINIUMS.indexOf(condoName),
          name: condoName,
          nome: condoName,
          endereco: {
            endereco: `${street}, ${number}`,
            street,
            cep: zip,
            bairro: place.neighborhood,
            cidade: place.city,
            estado: place.state,
          },
          informacoes: {
            andares: random.int(4, 30),
            unidadesPorAndar: random.int(2, 8),
            blocos: random.int(1, 3),
            entregaEm: String(random.int(1995, 2025)),
            caracteristicas: condoFeatures,
            caracteristicasPersonalizadas: null,
          },
          condo_fee: condoFee,
          iptu,
          virtual_tour_link: null,
        }
      : null,
    area_total: area,
    area_util: usable,
    usable_areas: usable,
    total_areas: area,
    bedrooms,
    bathrooms: bedrooms === 0 ? random.int(0, 2) : random.int(1, bedrooms + 1),
    suites: bedrooms > 1 ? random.int(0, Math.min(3, bedrooms)) : 0,
    parking_spaces: isLand ? 0 : random.int(0, 3),
    garage_spots: undefined,
    publication_type: exported ? random.pick(PUBLICATIONS) : 'STANDARD',
    property_type: type,
    business_type: business,
    usage_type: type === 'PREDIO_EDIFICIO_INTEIRO' ? 'COMMERCIAL' : 'RESIDENTIAL',
    category: random.pick(CATEGORIES),
    features,
    condo_features: condoFeatures,
    custom_condo_features: null,
    virtual_tour_link: random.chance(0.2) ? `https://tour.imobi.com.br/${code.toLowerCase()}` : null,
    videos: [],
    building_name: condoName,
    floors: condoName ? random.int(4, 30) : null,
    units_on_floor: condoName ? random.int(2, 8) : null,
    buildings: condoName ? random.int(1, 3) : null,
    unit_floor: condoName ? random.int(1, 20) : null,
    delivery_at: null,
    building_address: null,
    unit: null,
    block: null,
    property_standard: random.pick(['Econômico', 'Médio', 'Alto', 'Luxo']),
    accepts_financing: business !== 'RENTAL' ? random.chance(0.7) : null,
    accepts_exchange: random.chance(0.2),
    financing_details: null,
    exchange_details: null,
    empreendimento_id: condoName ? 1 + CONDOMINIUMS.indexOf(condoName) : null,
    nome_empreendimento: condoName,
    display_latitude: null,
    display_longitude: null,
    archived: false,
    sync_status:
      status === 'error' ? 'error' : status === 'pending' ? 'pending' : exported ? 'synced' : 'idle',
    created_at: iso(createdMs),
    updated_at: iso(updatedMs),
    shared: random.chance(0.1),
    portal_active: exported,
    archived_at: null,
    deletion_reason: null,
    deletion_notes: null,
    last_sync_at: exported ? iso(updatedMs) : null,
    sync_error: status === 'error' ? 'Falha ao sincronizar: campos obrigatórios ausentes no portal' : null,
  } as PropertyRecord;
}

/**
 * The developments: the portal's catalogue, one per name the seeded properties use (ids 1–8, as
 * their `empreendimento_id`), then one of the agency's and one of the broker's own. Fixed data,
 * drawn from no random number, so the properties' seed is unchanged.
 */
function buildDevelopments(): DevelopmentRecord[] {
  const own = [
    { tenant_id: 2, name: 'Residencial Alto do Leblon' },
    { tenant_id: 3, name: 'Edifício Jardim Paulista' },
  ];
  const names = [...CONDOMINIUMS.map((name) => ({ tenant_id: null, name })), ...own];
  return names.map(({ tenant_id, name }, i) => {
    const place = PLACES[(i * 3) % PLACES.length]!;
    return {
      id: i + 1,
      tenant_id,
      name,
      address: {
        street: STREETS[i % STREETS.length]!,
        number: String(100 + i * 37),
        neighborhood: place.neighborhood,
        city: place.city,
        state: place.state,
        zip_code: `${place.zip}-${pad(10 + i * 11, 3)}`,
      },
      floors: 4 + ((i * 5) % 26),
      units_per_floor: 2 + (i % 6),
      buildings: 1 + (i % 3),
      // Recent ones are still being built: a delivery month ahead.
      delivery_at: i % 3 === 0 ? `${2027 + (i % 2)}-${pad(1 + ((i * 4) % 12), 2)}` : null,
    };
  });
}

/** The default portfolio (or `size` properties for the master tenant), in the seed's order. */
export async function seedProperties(
  random: Random,
  now: number,
  size: number | null,
): Promise<PropertyRecord[]> {
  // Properties: ids are global, like a real database's.
  const counts: Record<number, number> = { ...PORTFOLIO };
  if (size !== null) counts[MASTER_TENANT_ID] = size;
  const plan: { tenantId: number; index: number }[] = [];
  for (const tenant of TENANTS) {
    for (let index = 0; index < (counts[tenant.id] ?? 0); index++) plan.push({ tenantId: tenant.id, index });
  }
  const properties = plan.map((p, i) =>
    notBeforeJoining(
      buildProperty(random, i + 1, p.tenantId, p.index, now),
      joinedAt(p.tenantId, now),
      p.index,
    ),
  );
  await db.properties.createMany(properties.length, (i) => properties[i]!);

  return properties;
}

export async function seedDevelopments(): Promise<void> {
  const developments = buildDevelopments();
  await db.developments.createMany(developments.length, (i) => developments[i]!);
}

/** One vector point per property of the smaller tenants, for the similarity search. */
export async function seedVectorPoints(properties: PropertyRecord[]): Promise<void> {
  const points = properties.filter((p) => p.tenant_id !== MASTER_TENANT_ID || p.id <= 40);
  await db.vectorPoints.createMany(points.length, (i) => {
    const p = points[i]!;
    return {
      id: `property-${p.id}`,
      tenant_id: p.tenant_id,
      text: `${p.title}. ${p.description ?? ''}`,
      payload: { property_id: p.id, city: p.address.city, neighborhood: p.address.neighborhood },
      vector: null,
    };
  });
}
