import * as v from 'valibot';
import { AMENITIES, BUSINESS_TYPES, PROPERTY_TYPES, PUBLICATION_TYPES, USAGE_TYPES } from '@/api/enums';
import { isIsoDate, isYearMonth } from '@/lib/parse';
import { withCrossFieldRules } from './cross-field-rules';

/**
 * Property schemas shared by the forms and the mock backend (which validates request bodies with
 * them and answers 422 with these messages). The listing schema's messages are the spec's,
 * verbatim; the other messages are pt-BR wording of the contract's constraints.
 */

// ───────────── building blocks ─────────────

/**
 * A required entry whose absence gets its own message (valibot's default for a missing key is an
 * English "Invalid key"): the default function makes the pipe run for a missing key too.
 */
export function required<T extends v.GenericSchema>(schema: T, message: string) {
  return v.pipe(
    v.optional(schema, () => undefined as never),
    v.check((value) => value !== undefined, message),
  );
}

/** valibot's object() also takes arrays; JSON objects only here (arrays are 422, like the contract says). */
function plainObject<T extends v.ObjectEntries>(entries: T, message: string) {
  return v.pipe(
    v.custom<Record<string, unknown>>(
      (x) => typeof x === 'object' && x !== null && !Array.isArray(x),
      message,
    ),
    v.object(entries, message),
  );
}

const EXTERNAL_ID_PATTERN = /^[A-Za-z0-9_-]+$/;

/**
 * An image address as the contract stores it (`format: uri-reference`): an absolute http(s),
 * data: or blob: URL, or a path on the same origin ('/mock-images/…').
 */
export function isImageUrl(value: string): boolean {
  if (value.startsWith('/') && !value.startsWith('//')) return !/\s/.test(value);
  try {
    const url = new URL(value);
    return ['http:', 'https:', 'data:', 'blob:'].includes(url.protocol);
  } catch {
    return false;
  }
}

const title = v.pipe(
  v.string('Título deve ter pelo menos 3 caracteres'),
  v.trim(),
  v.minLength(3, 'Título deve ter pelo menos 3 caracteres'),
  v.maxLength(255, 'Título deve ter no máximo 255 caracteres'),
);

const externalId = v.pipe(
  v.string('ID externo é obrigatório'),
  v.trim(),
  v.minLength(1, 'ID externo é obrigatório'),
  v.maxLength(100, 'ID externo deve ter no máximo 100 caracteres'),
  v.regex(EXTERNAL_ID_PATTERN, 'ID externo deve conter apenas letras, números, hífens e underscores'),
);

const imageUrl = v.pipe(v.string('URL de imagem inválida'), v.check(isImageUrl, 'URL de imagem inválida'));
const imageUrls = v.array(imageUrl, 'Lista de imagens inválida');

const text = (label: string) => v.nullable(v.string(`${label} deve ser um texto`));
/**
 * A number. The forms hold NaN while a typed text cannot be read (components/form/useTypedField):
 * that gets its own message, since what was typed may well look like a number ('2.5' as rooms).
 */
const numeric = (label: string) =>
  v.pipe(
    v.custom<number>((x) => typeof x === 'number', `${label} deve ser um número`),
    v.check((x) => !Number.isNaN(x), `Corrija o valor digitado em ${label}`),
  );
const amount = (label: string) =>
  v.nullable(v.pipe(numeric(label), v.minValue(0, `${label} não pode ser negativo(a)`)));
const count = (label: string) =>
  v.nullable(
    v.pipe(
      numeric(label),
      v.integer(`${label} deve ser um número inteiro`),
      v.minValue(0, `${label} não pode ser negativo(a)`),
    ),
  );
const coordinate = (label: string, limit: number) =>
  v.nullable(
    v.pipe(numeric(label), v.minValue(-limit, `${label} inválida`), v.maxValue(limit, `${label} inválida`)),
  );

/** A CEP: exactly 8 digits, with or without the dash. */
const CEP_MESSAGE = 'CEP deve ter 8 dígitos';
const zipCode = v.nullable(
  v.pipe(
    v.string(CEP_MESSAGE),
    v.check((value) => value.trim() === '' || /^\d{5}-?\d{3}$/.test(value.trim()), CEP_MESSAGE),
  ),
);
const flag = (label: string) => v.boolean(`${label} deve ser verdadeiro ou falso`);
const webUrl = (label: string) =>
  v.nullable(v.pipe(v.string(`${label} inválido`), v.url(`${label} inválido`)));

const addressSchema = plainObject(
  {
    street: v.optional(text('Endereço')),
    number: v.optional(text('Número')),
    street_number: v.optional(text('Número')),
    complement: v.optional(text('Complemento')),
    neighborhood: v.optional(text('Bairro')),
    city: v.optional(text('Cidade')),
    state: v.optional(text('Estado')),
    zip_code: v.optional(zipCode),
  },
  'Endereço inválido',
);

const condominiumSchema = plainObject(
  {
    id: v.optional(
      v.nullable(v.pipe(v.number('Empreendimento inválido'), v.integer('Empreendimento inválido'))),
    ),
    name: v.optional(text('Nome do empreendimento')),
    nome: v.optional(text('Nome do empreendimento')),
    endereco: v.optional(
      v.nullable(
        plainObject(
          {
            endereco: v.optional(text('Endereço do empreendimento')),
            street: v.optional(text('Endereço do empreendimento')),
            cep: v.optional(text('CEP do empreendimento')),
            bairro: v.optional(text('Bairro do empreendimento')),
            cidade: v.optional(text('Cidade do empreendimento')),
            estado: v.optional(text('Estado do empreendimento')),
          },
          'Endereço do empreendimento inválido',
        ),
      ),
    ),
    informacoes: v.optional(
      v.nullable(
        plainObject(
          {
            andares: v.optional(count('Andares')),
            unidadesPorAndar: v.optional(count('Unidades por andar')),
            blocos: v.optional(count('Blocos')),
            entregaEm: v.optional(text('Data de entrega')),
            caracteristicas: v.optional(v.array(v.string('Característica inválida'))),
            caracteristicasPersonalizadas: v.optional(text('Características personalizadas')),
          },
          'Informações do empreendimento inválidas',
        ),
      ),
    ),
    condo_fee: v.optional(amount('Condomínio')),
    iptu: v.optional(amount('IPTU')),
    virtual_tour_link: v.optional(webUrl('Link do tour virtual')),
  },
  'Empreendimento inválido',
);

/** Every writable field of a property (PropertyPatch), aliases included, all optional. */
const propertyFields = {
  title: v.optional(title),
  external_id: v.optional(externalId),
  description: v.optional(text('Descrição')),
  image_urls: v.optional(imageUrls),
  images: v.optional(imageUrls),
  usage_type: v.optional(v.picklist(USAGE_TYPES, 'Tipo de uso inválido')),
  property_type: v.optional(v.picklist(PROPERTY_TYPES, 'Tipo de imóvel inválido')),
  business_type: v.optional(v.picklist(BUSINESS_TYPES, 'Modalidade de negócio inválida')),
  publication_type: v.optional(v.picklist(PUBLICATION_TYPES, 'Tipo de destaque inválido')),
  category: v.optional(text('Categoria')),
  address: v.optional(addressSchema),
  endereco: v.optional(text('Endereço')),
  numero: v.optional(text('Número')),
  complemento: v.optional(text('Complemento')),
  bairro: v.optional(text('Bairro')),
  cidade: v.optional(text('Cidade')),
  estado: v.optional(text('Estado')),
  cep: v.optional(zipCode),
  latitude: v.optional(coordinate('Latitude', 90)),
  longitude: v.optional(coordinate('Longitude', 180)),
  display_latitude: v.optional(coordinate('Latitude de exibição', 90)),
  display_longitude: v.optional(coordinate('Longitude de exibição', 180)),
  usable_areas: v.optional(amount('Área útil')),
  area_util: v.optional(amount('Área útil')),
  total_areas: v.optional(amount('Área total')),
  area_total: v.optional(amount('Área total')),
  bedrooms: v.optional(count('Quartos')),
  bathrooms: v.optional(count('Banheiros')),
  suites: v.optional(count('Suítes')),
  parking_spaces: v.optional(count('Vagas')),
  garage_spots: v.optional(count('Vagas')),
  features: v.optional(v.array(v.string('Característica inválida'), 'Características inválidas')),
  empreendimento_id: v.optional(
    v.nullable(
      v.pipe(
        v.number('Empreendimento inválido'),
        v.integer('Empreendimento inválido'),
        v.minValue(1, 'Empreendimento inválido'),
      ),
    ),
  ),
  nome_empreendimento: v.optional(text('Nome do empreendimento')),
  condominium: v.optional(v.nullable(condominiumSchema)),
  building_name: v.optional(text('Nome do edifício')),
  floors: v.optional(count('Andares')),
  units_on_floor: v.optional(count('Unidades por andar')),
  buildings: v.optional(count('Blocos')),
  unit_floor: v.optional(
    v.nullable(v.pipe(numeric('Andar da unidade'), v.integer('Andar da unidade deve ser um número inteiro'))),
  ),
  delivery_at: v.optional(
    v.nullable(
      v.pipe(
        v.string('Data de entrega inválida'),
        v.check(
          (value) => isYearMonth(value) || isIsoDate(value),
          'Data de entrega inválida: escolha o mês e o ano',
        ),
      ),
    ),
  ),
  condo_features: v.optional(
    v.array(v.picklist(AMENITIES, 'Característica de condomínio inválida'), 'Características inválidas'),
  ),
  custom_condo_features: v.optional(text('Características personalizadas')),
  building_address: v.optional(v.nullable(addressSchema)),
  unit: v.optional(text('Unidade')),
  block: v.optional(text('Bloco')),
  property_standard: v.optional(text('Padrão do imóvel')),
  accepts_financing: v.optional(v.nullable(flag('Aceita financiamento'))),
  accepts_exchange: v.optional(v.nullable(flag('Aceita permuta'))),
  financing_details: v.optional(text('Detalhes do financiamento')),
  exchange_details: v.optional(text('Detalhes da permuta')),
  condo_fee: v.optional(amount('Condomínio')),
  condo_fee_exempt: v.optional(flag('Isento de condomínio')),
  iptu: v.optional(amount('IPTU')),
  iptu_exempt: v.optional(flag('Isento de IPTU')),
  iptu_period: v.optional(text('Período do IPTU')),
  price_sale: v.optional(amount('Preço de venda')),
  price_rent: v.optional(amount('Valor do aluguel')),
  sale_price: v.optional(amount('Preço de venda')),
  rent_price: v.optional(amount('Valor do aluguel')),
  virtual_tour_link: v.optional(webUrl('Link do tour virtual')),
  videos: v.optional(v.array(imageUrl, 'Lista de vídeos inválida')),
  export_to_canalpro: v.optional(flag('Exportar para o CanalPro')),
  publish: v.optional(flag('Publicar')),
};

/**
 * PATCH body (contract `PropertyPatch`). Design decision: `archived: false` restores a soft-deleted
 * property; archiving goes through the deletion endpoints, so `true` is refused.
 */
export const propertyPatchSchema = withCrossFieldRules(
  v.object({
    ...propertyFields,
    archived: v.optional(v.literal(false, 'Para arquivar um imóvel use a exclusão (arquivar)')),
  }),
  { wholeBody: false },
);

/** POST body (contract `PropertyInput`): the patch fields with `title` required. */
export const propertyCreateSchema = withCrossFieldRules(
  v.object({
    ...propertyFields,
    title: required(title, 'Título deve ter pelo menos 3 caracteres'),
  }),
  { wholeBody: true },
);

/** PUT body (contract `PropertyInput` ∧ `ListingInput`): full replacement, external_id required. */
export const propertyReplaceSchema = withCrossFieldRules(
  v.object({
    ...propertyFields,
    title: required(title, 'Título deve ter pelo menos 3 caracteres'),
    external_id: required(externalId, 'ID externo é obrigatório'),
  }),
  { wholeBody: true },
);

export type PropertyPatchValues = v.InferOutput<typeof propertyPatchSchema>;
