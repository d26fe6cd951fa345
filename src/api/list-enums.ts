import type { components } from './schema';

/**
 * The enumerations the property list's URL search validates, apart from `enums.ts` (which
 * re-exports them): route search schemas ship in the entry, and a module in the entry brings every
 * list of it that any screen uses, so the first page would carry the whole file.
 */
type Schemas = components['schemas'];

export const PROPERTY_TYPES = [
  'APARTMENT',
  'HOUSE',
  'CASA_CONDOMINIO',
  'CASA_VILA',
  'COBERTURA',
  'FAZENDA_SITIO_CHACARA',
  'FLAT',
  'KITNET_CONJUGADO',
  'LOFT',
  'LOTE_TERRENO',
  'PREDIO_EDIFICIO_INTEIRO',
  'STUDIO',
] as const satisfies readonly Schemas['PropertyType'][];

export const PROPERTY_STATUSES = [
  'imported',
  'pending',
  'synced',
  'error',
  'active',
] as const satisfies readonly Schemas['PropertyStatus'][];

export const SORT_KEYS = [
  'updated_at',
  'created_at',
  'price',
  'price_rent',
  'usable_area',
  'total_area',
] as const satisfies readonly Schemas['SortKey'][];

export const SORT_ORDERS = ['asc', 'desc'] as const satisfies readonly Schemas['SortOrder'][];
