import { describe, expect, expectTypeOf, it } from 'vitest';
import * as enums from './enums';
import type { components } from './schema';

type Schemas = components['schemas'];
/** The contract's values a list lacks: `never` when it has them all. */
type Missing<U, T extends readonly unknown[]> = Exclude<U, T[number]>;

describe('contract enumerations (src/api/enums.ts)', () => {
  it('lists every value of its contract type (a value added to openapi.yaml fails the type check)', () => {
    expectTypeOf<Missing<Schemas['PropertyType'], typeof enums.PROPERTY_TYPES>>().toEqualTypeOf<never>();
    expectTypeOf<Missing<Schemas['PropertyStatus'], typeof enums.PROPERTY_STATUSES>>().toEqualTypeOf<never>();
    expectTypeOf<Missing<Schemas['BusinessType'], typeof enums.BUSINESS_TYPES>>().toEqualTypeOf<never>();
    expectTypeOf<Missing<Schemas['UsageType'], typeof enums.USAGE_TYPES>>().toEqualTypeOf<never>();
    expectTypeOf<
      Missing<Schemas['PublicationType'], typeof enums.PUBLICATION_TYPES>
    >().toEqualTypeOf<never>();
    expectTypeOf<Missing<Schemas['SortKey'], typeof enums.SORT_KEYS>>().toEqualTypeOf<never>();
    expectTypeOf<Missing<Schemas['SortOrder'], typeof enums.SORT_ORDERS>>().toEqualTypeOf<never>();
    expectTypeOf<Missing<Schemas['Amenity'], typeof enums.AMENITIES>>().toEqualTypeOf<never>();
    expectTypeOf<Missing<Schemas['DeletionReason'], typeof enums.DELETION_REASONS>>().toEqualTypeOf<never>();
    expectTypeOf<Missing<Schemas['DeletionType'], typeof enums.DELETION_TYPES>>().toEqualTypeOf<never>();
    expectTypeOf<Missing<Schemas['UF'], typeof enums.UF_CODES>>().toEqualTypeOf<never>();
    expectTypeOf<Missing<Schemas['TenantType'], typeof enums.TENANT_TYPES>>().toEqualTypeOf<never>();
    expectTypeOf<
      Missing<Schemas['RefreshJobStatus'], typeof enums.REFRESH_JOB_STATUSES>
    >().toEqualTypeOf<never>();
  });

  it('holds each value once', () => {
    const lists = (Object.values(enums) as unknown[]).filter((value): value is readonly string[] =>
      Array.isArray(value),
    );
    expect(lists.length).toBeGreaterThanOrEqual(13);
    for (const list of lists) expect(new Set(list).size).toBe(list.length);
  });

  it('keeps STANDARD out of the highlight levels a contract limits', () => {
    expect(enums.HIGHLIGHT_LEVELS).toEqual(enums.PUBLICATION_TYPES.filter((type) => type !== 'STANDARD'));
  });
});
