/**
 * Runtime knobs of the mock, read once in the browser from the query string and kept for the tab
 * (sessionStorage), so a designer can switch them by URL:
 *   ?mock-scenario=empty | server-error | slow | offline | expired-portal-credentials | default
 *   ?mock-latency=0           artificial latency in ms (a fixed value); default 150–600 ms random
 *   ?mock-size=10000          properties in the master tenant (performance work)
 *   (`default` sets the latency or the size back)
 *   ?mock-pace=0.25           the simulated durations (an export, a schedule's run) at that
 *                             fraction of their pace: the journeys' time, not a rule; default 1
 *   ?mock-reset               throws away the persisted mock database and seeds it again
 * In Node (Vitest, scripts) everything defaults to zero latency, default scenario, normal size.
 */
export const SCENARIOS = [
  'default',
  'empty',
  'server-error',
  'slow',
  'offline',
  'expired-portal-credentials',
] as const;
export type Scenario = (typeof SCENARIOS)[number];

export interface MockRuntime {
  scenario: Scenario;
  /** Fixed latency in ms, or null for the realistic random delay. */
  latency: number | null;
  size: number | null;
  /** Factor of the simulated durations (export runs, schedule runs settling): 1 is their pace. */
  pace: number;
}

const NODE_DEFAULTS: MockRuntime = { scenario: 'default', latency: 0, size: null, pace: 1 };
const runtime: MockRuntime = { ...NODE_DEFAULTS };

/** Back to the defaults of Node: tests/setup.ts, before each test seeds its database. */
export function resetRuntime(): void {
  Object.assign(runtime, NODE_DEFAULTS);
}

/** A duration the mock simulates, at the runtime's pace. */
export function paced(ms: number): number {
  return Math.round(ms * runtime.pace);
}

/** A pace the knobs accept: a positive factor up to 10, or null. */
export function readPace(value: unknown): number | null {
  const pace = Number(value);
  return value !== null && value !== '' && Number.isFinite(pace) && pace > 0 ? Math.min(10, pace) : null;
}

export function getRuntime(): Readonly<MockRuntime> {
  return runtime;
}

export function configureRuntime(patch: Partial<MockRuntime>): void {
  Object.assign(runtime, patch);
}

export function isScenario(value: unknown): value is Scenario {
  return typeof value === 'string' && (SCENARIOS as readonly string[]).includes(value);
}

const KEY = 'mock:runtime';

/** Browser only: query string (`search`) over sessionStorage over defaults (random latency). */
export function readBrowserRuntime(search: string): { runtime: MockRuntime; reset: boolean } {
  const params = new URLSearchParams(search);
  let saved: Partial<MockRuntime> = {};
  try {
    saved = JSON.parse(sessionStorage.getItem(KEY) ?? '{}') as Partial<MockRuntime>;
  } catch {
    saved = {};
  }
  const scenarioParam = params.get('mock-scenario');
  const latencyParam = params.get('mock-latency');
  const sizeParam = params.get('mock-size');
  const paceParam = readPace(params.get('mock-pace'));
  const next: MockRuntime = {
    scenario: isScenario(scenarioParam)
      ? scenarioParam
      : isScenario(saved.scenario)
        ? saved.scenario
        : 'default',
    // `default` sets a knob back (the tab keeps a knob until then).
    latency:
      latencyParam === 'default'
        ? null
        : latencyParam !== null && Number.isFinite(Number(latencyParam))
          ? Math.max(0, Number(latencyParam))
          : typeof saved.latency === 'number'
            ? saved.latency
            : null,
    size:
      sizeParam === 'default'
        ? null
        : sizeParam !== null && Number(sizeParam) >= 0
          ? Math.min(50_000, Math.floor(Number(sizeParam)))
          : typeof saved.size === 'number'
            ? saved.size
            : null,
    pace: paceParam ?? readPace(saved.pace) ?? 1,
  };
  sessionStorage.setItem(KEY, JSON.stringify(next));
  return { runtime: next, reset: params.has('mock-reset') };
}

/** The delay a response waits, in ms. */
export function latencyMs(): number {
  if (runtime.scenario === 'slow') return 2500 + Math.random() * 1500;
  if (runtime.latency !== null) return runtime.latency;
  return 150 + Math.random() * 450;
}
