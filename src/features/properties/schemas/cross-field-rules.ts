import * as v from 'valibot';

const USABLE_OVER_TOTAL = 'Área útil não pode ser maior que a área total';
const SUITES_OVER_BEDROOMS = 'Suítes não podem ser mais que os quartos';

/** The figures the cross-field rules compare (null: not given, nothing to compare). */
export interface CrossFieldFacts {
  usableArea: number | null | undefined;
  totalArea: number | null | undefined;
  suites: number | null | undefined;
  bedrooms: number | null | undefined;
}

const known = (n: number | null | undefined): n is number => typeof n === 'number' && !Number.isNaN(n);

/**
 * Rules no single field can check, by the body field their message goes under. The
 * body schemas (schemas.ts) run them; the mock also runs them on a PATCH merged with what is stored.
 */
export function crossFieldIssues(f: CrossFieldFacts): Partial<Record<'usable_areas' | 'suites', string>> {
  const out: Partial<Record<'usable_areas' | 'suites', string>> = {};
  if (known(f.usableArea) && known(f.totalArea) && f.usableArea > f.totalArea) {
    out.usable_areas = USABLE_OVER_TOTAL;
  }
  if (known(f.suites) && known(f.bedrooms) && f.suites > f.bedrooms) out.suites = SUITES_OVER_BEDROOMS;
  return out;
}

type Figures = Partial<
  Record<'usable_areas' | 'area_util' | 'total_areas' | 'area_total' | 'suites' | 'bedrooms', number | null>
>;

/** The facts of a body: the canonical names first, then their aliases. */
function factsOf(body: Figures): CrossFieldFacts {
  return {
    usableArea: body.usable_areas ?? body.area_util,
    totalArea: body.total_areas ?? body.area_total,
    suites: body.suites,
    bedrooms: body.bedrooms,
  };
}

/**
 * The cross-field rules as pipe actions, each forwarded to the field it is about; they run as soon
 * as the figures they read are valid, whatever else is wrong with the body.
 */
const crossFieldChecks = [
  v.forward(
    v.partialCheck(
      [['usable_areas'], ['area_util'], ['total_areas'], ['area_total']],
      (body) => crossFieldIssues(factsOf(body)).usable_areas === undefined,
      USABLE_OVER_TOTAL,
    ),
    ['usable_areas'],
  ),
  v.forward(
    v.partialCheck(
      [['suites'], ['bedrooms']],
      (body) => crossFieldIssues(factsOf(body)).suites === undefined,
      SUITES_OVER_BEDROOMS,
    ),
    ['suites'],
  ),
] as const;

/**
 * A body schema with the cross-field rules in its pipe. Typed as the object schema it wraps: a
 * pipe keeps its first schema's properties (`entries` included) and its output type, and the
 * checks only read the figures every property body has.
 */
export function withCrossFieldRules<T extends v.GenericSchema<unknown, Figures>>(schema: T): T {
  const [usable, suites] = crossFieldChecks as unknown as [
    v.GenericPipeAction<v.InferOutput<T>>,
    v.GenericPipeAction<v.InferOutput<T>>,
  ];
  return v.pipe(schema, usable, suites) as unknown as T;
}
