/** mulberry32: a small seeded generator, so the seed is the same on every machine and run. */
export function createRandom(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => Math.floor(next() * (max - min + 1)) + min,
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    chance: (p: number) => next() < p,
    /** A value rounded to `step`, e.g. prices to the nearest thousand. */
    round: (min: number, max: number, step: number) => Math.round((min + next() * (max - min)) / step) * step,
  };
}

export type Random = ReturnType<typeof createRandom>;
