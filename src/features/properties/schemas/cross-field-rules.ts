import * as v from 'valibot';

const USABLE_OVER_TOTAL = 'Área útil não pode ser maior que a área total';
const SUITES_OVER_BEDROOMS = 'Suítes não podem ser mais que os quartos';
const COORDINATES_APART = 'Informe latitude e longitude juntas';

/** The figures the cross-field rules compare (null: not given, nothing to compare). */
export interface CrossFieldFacts {
  usableArea: number | null | undefined;
  totalArea: number | null | undefined;
  suites: number | null | undefined;
  bedrooms: number | null | undefined;
  /** A coordinate's halves; `undefined` is missing only in a whole body (see `wholeBody`). */
  latitude?: number | null;
  longitude?: number | null;
  /**
   * POST and PUT replace the whole record, so an absent half is missing; a PATCH without it keeps
   * the stored one (the mock checks the merged pair).
   */
  wholeBody?: boolean;
}

type CrossFieldKey = 'usable_areas' | 'suites' | 'latitude' | 'longitude';

const known = (n: number | null | undefined): n is number => typeof n === 'number' && !Number.isNaN(n);

/**
 * Rules no single field can check, by the body field their message goes under. The
 * body schemas (schemas.ts) run them; the mock also runs them on a PATCH merged with what is stored.
 */
export function crossFieldIssues(f: CrossFieldFacts): Partial<Record<CrossFieldKey, string>> {
  const out: Partial<Record<CrossFieldKey, string>> = {};
  if (known(f.usableArea) && known(f.totalArea) && f.usableArea > f.totalArea) {
    out.usable_areas = USABLE_OVER_TOTAL;
  }
  if (known(f.suites) && known(f.bedrooms) && f.suites > f.bedrooms) out.suites = SUITES_OVER_BEDROOMS;
  // A point needs both halves (the server stores them as one pair); said under the missing one.
  const missing = (n: number | null | undefined) => n === null || (f.wholeBody === true && n === undefined);
  if (known(f.latitude) && missing(f.longitude)) out.longitude = COORDINATES_APART;
  if (known(f.longitude) && missing(f.latitude)) out.latitude = COORDINATES_APART;
  return out;
}

type Figures = Partial<
  Record<
    | 'usable_areas'
    | 'area_util'
    | 'total_areas'
    | 'area_total'
    | 'suites'
    | 'bedrooms'
    | 'latitude'
    | 'longitude',
    number | null
  >
>;

/** The facts of a body: the canonical names first, then their aliases. */
function factsOf(body: Figures, wholeBody: boolean): CrossFieldFacts {
  return {
    usableArea: body.usable_areas ?? body.area_util,
    totalArea: body.total_areas ?? body.area_total,
    suites: body.suites,
    bedrooms: body.bedrooms,
    latitude: body.latitude,
    longitude: body.longitude,
    wholeBody,
  };
}

/**
 * The cross-field rules as pipe actions, each forwarded to the field it is about; they run as soon
 * as the figures they read are valid, whatever else is wrong with the body.
 */
const crossFieldChecks = (wholeBody: boolean) =>
  [
    v.forward(
      v.partialCheck(
        [['usable_areas'], ['area_util'], ['total_areas'], ['area_total']],
        (body) => crossFieldIssues(factsOf(body, wholeBody)).usable_areas === undefined,
        USABLE_OVER_TOTAL,
      ),
      ['usable_areas'],
    ),
    v.forward(
      v.partialCheck(
        [['suites'], ['bedrooms']],
        (body) => crossFieldIssues(factsOf(body, wholeBody)).suites === undefined,
        SUITES_OVER_BEDROOMS,
      ),
      ['suites'],
    ),
    ...(['latitude', 'longitude'] as const).map((half) =>
      v.forward(
        v.partialCheck(
          [['latitude'], ['longitude']],
          (body) => crossFieldIssues(factsOf(body, wholeBody))[half] === undefined,
          COORDINATES_APART,
        ),
        [half],
      ),
    ),
  ] as const;

/**
 * A body schema with the cross-field rules in its pipe. Typed as the object schema it wraps: a
 * pipe keeps its first schema's properties (`entries` included) and its output type, and the
 * checks only read the figures every property body has.
 */
export function withCrossFieldRules<T extends v.GenericSchema<unknown, Figures>>(
  schema: T,
  { wholeBody }: { wholeBody: boolean },
): T {
  const [usable, suites, latitude, longitude] = crossFieldChecks(wholeBody) as unknown as [
    v.GenericPipeAction<v.InferOutput<T>>,
    v.GenericPipeAction<v.InferOutput<T>>,
    v.GenericPipeAction<v.InferOutput<T>>,
    v.GenericPipeAction<v.InferOutput<T>>,
  ];
  return v.pipe(schema, usable, suites, latitude, longitude) as unknown as T;
}
