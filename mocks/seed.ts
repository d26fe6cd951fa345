/**
 * The deterministic pt-BR seed. Content comes from a fixed random seed; timestamps are relative to
 * now, so "the last 7 days" of refresh jobs is always the last 7 days.
 *
 * Demo accounts (README): admin/admin123 (master tenant, super administrator), gestor/gestor123
 * (agency administrator), corretor/corretor123 (agency user), autonomo/autonomo123 (PF broker).
 */
import type { components } from '../src/api/schema';
import { hashPassword } from './crypto';
import { clearDatabase, db, restoreSnapshot, takeSnapshot, type Snapshot } from './db';
import type { DevelopmentRecord, JobRecord, PropertyRecord, TenantRecord, UserRecord } from './db/schemas';
import { createRandom, type Random } from './random';
import { getRuntime } from './runtime';
import { CONDOMINIUMS, HIGHLIGHTS, PLACES, STREETS, TYPE_PROFILES } from './seed-data';

type PropertyType = components['schemas']['PropertyType'];
type PublicationType = components['schemas']['PublicationType'];

export const SEED = 20261122;
export const MASTER_TENANT_ID = 1;
export const FIRST_PORTAL_OTP = '123456';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export function seedKey(): string {
  const { scenario, size } = getRuntime();
  return `${scenario}:${size ?? 'default'}`;
}

const TENANTS: TenantRecord[] = [
  {
    id: 1,
    name: 'Imobi Master',
    tenant_type: 'PJ',
    is_master: true,
    cnpj: '12.345.678/0001-95',
    company_name: 'Imobi Tecnologia Imobiliária Ltda.',
    trade_name: 'Imobi',
    cpf: null,
    full_name: null,
    creci: 'CJ-30001/RJ',
    email: 'contato@imobi.com.br',
    phone: '(21) 3333-1000',
    zip_code: '22250-040',
    street: 'Praia de Botafogo',
    number: '300',
    complement: 'Sala 1201',
    neighborhood: 'Botafogo',
    city: 'Rio de Janeiro',
    state: 'RJ',
    country: 'Brasil',
    birth_date: null,
    created_at: '',
  },
  {
    id: 2,
    name: 'Imobiliária Carioca',
    tenant_type: 'PJ',
    is_master: false,
    cnpj: '23.456.789/0001-95',
    company_name: 'Carioca Negócios Imobiliários Ltda.',
    trade_name: 'Imobiliária Carioca',
    cpf: null,
    full_name: null,
    creci: 'CJ-24561/RJ',
    email: 'atendimento@imobiliariacarioca.com.br',
    phone: '(21) 2540-7788',
    zip_code: '22070-011',
    street: 'Avenida Nossa Senhora de Copacabana',
    number: '1000',
    complement: 'Loja B',
    neighborhood: 'Copacabana',
    city: 'Rio de Janeiro',
    state: 'RJ',
    country: 'Brasil',
    birth_date: null,
    created_at: '',
  },
  {
    id: 3,
    name: 'Ana Paula Ribeiro Corretora',
    tenant_type: 'PF',
    is_master: false,
    cpf: '123.456.789-09',
    full_name: 'Ana Paula Ribeiro',
    cnpj: null,
    company_name: null,
    trade_name: null,
    creci: 'F-87654/SP',
    email: 'anapaula.corretora@gmail.com',
    phone: '(11) 98765-4321',
    zip_code: '05422-001',
    street: 'Rua dos Pinheiros',
    number: '870',
    complement: null,
    neighborhood: 'Pinheiros',
    city: 'São Paulo',
    state: 'SP',
    country: 'Brasil',
    birth_date: '1986-04-12',
    created_at: '',
  },
  {
    id: 4,
    name: 'Casa Mineira Imóveis',
    tenant_type: 'PJ',
    is_master: false,
    cnpj: '34.567.890/0001-30',
    company_name: 'Casa Mineira Empreendimentos Imobiliários Ltda.',
    trade_name: 'Casa Mineira',
    cpf: null,
    full_name: null,
    creci: 'CJ-11223/MG',
    email: 'contato@casamineira.com.br',
    phone: '(31) 3222-4455',
    zip_code: '30140-071',
    street: 'Rua Pernambuco',
    number: '1200',
    complement: null,
    neighborhood: 'Savassi',
    city: 'Belo Horizonte',
    state: 'MG',
    country: 'Brasil',
    birth_date: null,
    created_at: '',
  },
];

interface SeedUser {
  id: number;
  tenant_id: number;
  username: string;
  password: string;
  email: string;
  is_admin: boolean;
  is_super_admin: boolean;
}

export const DEMO_USERS: SeedUser[] = [
  {
    id: 1,
    tenant_id: 1,
    username: 'admin',
    password: 'admin123',
    email: 'admin@imobi.com.br',
    is_admin: true,
    is_super_admin: true,
  },
  {
    id: 2,
    tenant_id: 2,
    username: 'gestor',
    password: 'gestor123',
    email: 'gestor@imobiliariacarioca.com.br',
    is_admin: true,
    is_super_admin: false,
  },
  {
    id: 3,
    tenant_id: 2,
    username: 'corretor',
    password: 'corretor123',
    email: 'corretor@imobiliariacarioca.com.br',
    is_admin: false,
    is_super_admin: false,
  },
  {
    id: 4,
    tenant_id: 3,
    username: 'autonomo',
    password: 'autonomo123',
    email: 'anapaula.corretora@gmail.com',
    is_admin: true,
    is_super_admin: false,
  },
  {
    id: 5,
    tenant_id: 4,
    username: 'mineira',
    password: 'mineira123',
    email: 'admin@casamineira.com.br',
    is_admin: true,
    is_super_admin: false,
  },
  {
    id: 6,
    tenant_id: 2,
    username: 'juliana.costa',
    password: 'juliana123',
    email: 'juliana@imobiliariacarioca.com.br',
    is_admin: false,
    is_super_admin: false,
  },
  {
    id: 7,
    tenant_id: 1,
    username: 'suporte',
    password: 'suporte123',
    email: 'suporte@imobi.com.br',
    is_admin: false,
    is_super_admin: false,
  },
];

/**
 * The platform's history, relative to now, told once: the tenants' records, the users' records and
 * the executive dashboard's activity feed all come from it, so the dashboard's KPIs and its feed
 * agree. Casa Mineira joined 18 days ago (the one new client of the last 30 days, none in the 30
 * before); the other clients are older than any of their listings. Four client users signed in
 * within the last day (active: signed in within 30 days); juliana.costa last signed in 40 days ago.
 */
const TENANT_JOINED_DAYS_AGO: Record<number, number> = { 1: 900, 2: 800, 3: 750, 4: 18 };
const USER_HISTORY: Record<number, { joinedDaysAgo: number; lastLoginHoursAgo: number | null }> = {
  1: { joinedDaysAgo: 900, lastLoginHoursAgo: 2 }, // admin
  2: { joinedDaysAgo: 800, lastLoginHoursAgo: 3 }, // gestor
  3: { joinedDaysAgo: 610, lastLoginHoursAgo: 6 }, // corretor
  4: { joinedDaysAgo: 750, lastLoginHoursAgo: 26 }, // autonomo
  5: { joinedDaysAgo: 18, lastLoginHoursAgo: 25 }, // mineira
  6: { joinedDaysAgo: 45, lastLoginHoursAgo: 40 * 24 }, // juliana.costa
  7: { joinedDaysAgo: 420, lastLoginHoursAgo: 8 }, // suporte
};

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

function iso(ms: number): string {
  return new Date(ms).toISOString();
}

function pad(n: number, size: number): string {
  return String(n).padStart(size, '0');
}

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

/** Failed-job messages, one per class the refresh monitor groups. */
export const JOB_ERRORS = [
  'Erro de conexão com o portal: ECONNRESET ao enviar anúncio',
  'Falha de autenticação: token expirado no Canal Pro',
  'Imóvel rejeitado pelo portal: preço de venda ausente',
  'Timeout ao aguardar resposta do portal (30s)',
  'Erro interno inesperado ao processar o anúncio',
] as const;

export async function seedDatabase(): Promise<void> {
  const { scenario, size } = getRuntime();
  const random = createRandom(SEED);
  const now = Date.now();

  const joinedAt = (tenantId: number) => now - TENANT_JOINED_DAYS_AGO[tenantId]! * DAY;
  await db.tenants.createMany(TENANTS.length, (i) => ({
    ...TENANTS[i]!,
    created_at: iso(joinedAt(TENANTS[i]!.id)),
  }));
  await db.users.createMany(DEMO_USERS.length, (i) => {
    const u = DEMO_USERS[i]!;
    const history = USER_HISTORY[u.id]!;
    const user: UserRecord = {
      id: u.id,
      tenant_id: u.tenant_id,
      username: u.username,
      email: u.email,
      is_admin: u.is_admin,
      is_super_admin: u.is_super_admin,
      password_hash: hashPassword(u.password, `s${u.id}${u.username}`),
      created_at: iso(now - history.joinedDaysAgo * DAY),
      last_login_at: history.lastLoginHoursAgo === null ? null : iso(now - history.lastLoginHoursAgo * HOUR),
    };
    return user;
  });
  await db.portalLinks.createMany(TENANTS.length, (i) => ({
    id: i + 1,
    tenant_id: TENANTS[i]!.id,
    gandalf_email: null,
    gandalf_session_id: null,
    gandalf_device_id: null,
    gandalf_token: null,
    gandalf_expires_at: null,
    gandalf_session_expires_at: null,
    gandalf_otp_attempts: 0,
    canalpro_email: TENANTS[i]!.email ?? null,
    // Valid for 6 hours, unless the scenario says the credentials expired an hour ago.
    canalpro_expires_at: scenario === 'expired-portal-credentials' ? now - HOUR : now + 6 * HOUR,
    automation_enabled: i % 2 === 1,
    hours_before_expiry: 4,
    device_id: i % 2 === 1 ? `device-${TENANTS[i]!.id}-a1b2c3` : null,
    next_renewal_at: i % 2 === 1 ? iso(now + 2 * HOUR) : null,
    last_renewal_at: i % 2 === 1 ? iso(now - 20 * HOUR) : null,
    // The agency has a contract, except in the empty scenario, where every screen shows its empty state.
    contract:
      i === 1 && scenario !== 'empty'
        ? {
            contract_id: 'CP-2026-00421',
            plan_name: 'Plano Profissional 200',
            monthly_fee: 1890,
            listing_limit: 200,
            highlight_limits: { PREMIUM: 20, SUPER_PREMIUM: 10, PREMIERE_1: 5, PREMIERE_2: 3, TRIPLE: 2 },
            start_date: '2026-01-01',
            end_date: '2026-12-31',
            updated_at: iso(now - 30 * DAY),
          }
        : null,
  }));

  // The executive dashboard's feed: what the records above say happened, as the handlers record it
  // (a client joining, a user created, a sign-in).
  const tenantOf = (id: number) => TENANTS.find((t) => t.id === id)!;
  const activities = [
    ...TENANTS.filter((t) => !t.is_master).map((t) => ({
      type: 'new_tenant' as const,
      description: `Novo tenant ${t.name}`,
      timestamp: iso(joinedAt(t.id)),
      tenant_id: t.id,
      tenant_type: t.tenant_type,
    })),
    ...db.users.all().flatMap((u) => {
      const tenant = tenantOf(u.tenant_id);
      const created = {
        type: 'new_user' as const,
        description: `Novo usuário ${u.username} em ${tenant.name}`,
        timestamp: u.created_at,
        tenant_id: tenant.id,
        tenant_type: tenant.tenant_type,
      };
      if (!u.last_login_at) return [created];
      const login = {
        ...created,
        type: 'user_login' as const,
        description: `Login de ${u.username}`,
        timestamp: u.last_login_at,
      };
      return [created, login];
    }),
  ].sort((a, b) => Date.parse(a.timestamp) - Date.parse(b.timestamp));
  await db.activities.createMany(activities.length, (i) => ({ id: i + 1, ...activities[i]! }));

  if (scenario === 'empty') return;

  const developments = buildDevelopments();
  await db.developments.createMany(developments.length, (i) => developments[i]!);

  // Properties: ids are global, like a real database's.
  const counts: Record<number, number> = { ...PORTFOLIO };
  if (size !== null) counts[MASTER_TENANT_ID] = size;
  const plan: { tenantId: number; index: number }[] = [];
  for (const tenant of TENANTS) {
    for (let index = 0; index < (counts[tenant.id] ?? 0); index++) plan.push({ tenantId: tenant.id, index });
  }
  const properties = plan.map((p, i) =>
    notBeforeJoining(buildProperty(random, i + 1, p.tenantId, p.index, now), joinedAt(p.tenantId), p.index),
  );
  await db.properties.createMany(properties.length, (i) => properties[i]!);

  // Refresh schedules with links and a week of jobs, for the agency and the broker.
  let scheduleId = 0;
  let linkId = 0;
  let jobId = 0;
  const jobs: JobRecord[] = [];
  for (const tenantId of [1, 2, 3]) {
    const exported = properties.filter((p) => p.tenant_id === tenantId && p.remote_id).slice(0, 40);
    const specs = [
      { name: 'Refresh manhã', time_slot: '10:00', days_of_week: [1, 2, 3, 4, 5], is_active: true },
      { name: 'Refresh almoço', time_slot: '12:00', days_of_week: [1, 3, 5], is_active: true },
      { name: 'Refresh noite', time_slot: '20:00', days_of_week: [0, 6], is_active: tenantId !== 3 },
    ];
    for (const [s, spec] of specs.entries()) {
      scheduleId += 1;
      await db.schedules.create({
        id: scheduleId,
        tenant_id: tenantId,
        ...spec,
        running: false,
        created_at: iso(now - (60 - s * 10) * DAY),
        updated_at: iso(now - (5 + s) * DAY),
      });
      const members = exported.filter((_, i) => i % 3 === s);
      for (const p of members) {
        linkId += 1;
        await db.scheduleLinks.create({
          id: linkId,
          schedule_id: scheduleId,
          property_id: p.id,
          tenant_id: tenantId,
        });
      }
      // One job per member and scheduled day over the last 7 days.
      for (let day = 6; day >= 0; day--) {
        for (const p of members.slice(0, 4)) {
          jobId += 1;
          const created = now - day * DAY - random.int(1, 10) * HOUR;
          const fails = random.chance(0.18);
          jobs.push({
            id: jobId,
            tenant_id: tenantId,
            schedule_id: scheduleId,
            property_id: p.id,
            status: fails ? 'failed' : 'completed',
            error_message: fails ? JOB_ERRORS[jobId % JOB_ERRORS.length]! : null,
            created_at: iso(created),
            started_at: iso(created + 2000),
            finished_at: iso(created + 45_000),
            settles_at: null,
            will_fail_with: null,
          });
        }
      }
    }
    // Every error class, fresh (under 4 h) and old, so the monitor shows all its groups.
    for (const [i, message] of JOB_ERRORS.entries()) {
      for (const age of [2 * HOUR, 30 * HOUR, 5 * DAY]) {
        jobId += 1;
        jobs.push({
          id: jobId,
          tenant_id: tenantId,
          schedule_id: scheduleId - 2 + (i % 3),
          property_id: exported[i]?.id ?? null,
          status: 'failed',
          error_message: message,
          created_at: iso(now - age - i * 60_000),
          started_at: iso(now - age - i * 60_000 + 1000),
          finished_at: iso(now - age - i * 60_000 + 31_000),
          settles_at: null,
          will_fail_with: null,
        });
      }
    }
    jobId += 1;
    jobs.push({
      id: jobId,
      tenant_id: tenantId,
      schedule_id: scheduleId - 2,
      property_id: exported[0]?.id ?? null,
      status: 'pending',
      error_message: null,
      created_at: iso(now - 10 * 60_000),
      started_at: null,
      finished_at: null,
      settles_at: null,
      will_fail_with: null,
    });
  }
  // Logs older than a week (the cockpit's 'Limpar logs antigos' removes these), after every other
  // job so the ids above stay as they were.
  for (const tenantId of [1, 2, 3]) {
    const tenantJobs = jobs.filter((j) => j.tenant_id === tenantId && j.schedule_id !== null);
    for (const [k, daysAgo] of [9, 12, 15, 18, 21, 25].entries()) {
      const model = tenantJobs[k]!;
      const created = now - daysAgo * DAY - k * HOUR;
      jobId += 1;
      jobs.push({
        ...model,
        id: jobId,
        status: k % 3 === 0 ? 'failed' : 'completed',
        error_message: k % 3 === 0 ? JOB_ERRORS[k % JOB_ERRORS.length]! : null,
        created_at: iso(created),
        started_at: iso(created + 2000),
        finished_at: iso(created + 45_000),
      });
    }
  }
  await db.jobs.createMany(jobs.length, (i) => jobs[i]!);

  // Export history: a few finished runs per tenant.
  let runId = 0;
  for (const tenantId of [1, 2, 3, 4]) {
    const ids = properties.filter((p) => p.tenant_id === tenantId).map((p) => p.id);
    for (const [k, daysAgo] of [12, 6, 2, 1].entries()) {
      runId += 1;
      const take = ids.slice(k * 3, k * 3 + 5 + k);
      const failed = k === 1 ? take.slice(0, 2) : [];
      const started = now - daysAgo * DAY;
      await db.exportRuns.create({
        id: runId,
        tenant_id: tenantId,
        status: k === 2 ? 'failed' : 'completed',
        property_ids: take,
        started_at: iso(started),
        finished_at: iso(started + 12_000),
        started_ms: started,
        duration_ms: 12_000,
        failures: (k === 2 ? take : failed).map((property_id) => ({
          property_id,
          code: 'PORTAL_REJECTED',
          message: 'Anúncio rejeitado pelo portal: fotos insuficientes',
        })),
      });
    }
  }

  // Automation history for tenants with automation on.
  let eventId = 0;
  for (const link of db.portalLinks.all().filter((l) => l.automation_enabled)) {
    for (const [k, hoursAgo] of [92, 68, 44, 20].entries()) {
      eventId += 1;
      await db.automationEvents.create({
        id: eventId,
        tenant_id: link.tenant_id,
        action: k === 0 ? 'setup' : 'renewal',
        success: k !== 2,
        message:
          k === 0
            ? 'Automação configurada'
            : k === 2
              ? 'Falha ao renovar: portal indisponível'
              : 'Token renovado com sucesso',
        created_at: iso(now - hoursAgo * HOUR),
      });
    }
  }

  // Vector points: one per property of the smaller tenants, for the similarity search.
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

let seededSnapshot: { key: string; at: number; snapshot: Snapshot } | undefined;

/**
 * The seed's times are relative to the moment it ran (a queue 10 minutes old, picked up 5 minutes
 * later; jobs of the last hours): a copy older than this would be a different state. A long-lived
 * process (mock:server through a whole journey run, a test worker) seeds again past it.
 */
const SNAPSHOT_FRESH_MS = 60_000;

/**
 * Empties the database and seeds it again for the current scenario and size. The seed is computed
 * once per (scenario, size) and restored from a copy while that copy is fresh, so tests can reset
 * cheaply.
 */
export async function resetMockDatabase(): Promise<void> {
  const key = seedKey();
  if (seededSnapshot?.key === key && Date.now() - seededSnapshot.at < SNAPSHOT_FRESH_MS) {
    await restoreSnapshot(seededSnapshot.snapshot);
    return;
  }
  clearDatabase();
  await seedDatabase();
  seededSnapshot = { key, at: Date.now(), snapshot: takeSnapshot() };
}
