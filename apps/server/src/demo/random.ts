/** A small seeded generator (mulberry32): the same seed gives the same demo data everywhere. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    chance: (probability: number) => next() < probability,
    /** A standard normal draw (Box-Muller). */
    gaussian: () => Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next()),
    uuid(): string {
      const hex = Array.from({ length: 32 }, () => Math.floor(next() * 16).toString(16));
      hex[12] = '4';
      hex[16] = ((Number.parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
      const h = hex.join('');
      return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
    },
  };
}
export type Random = ReturnType<typeof createRandom>;

/** Weights by item, e.g. `{ moving: 0.7, equipment: 0.22 }`; they need not sum to 1. */
export type Weights<Key extends string = string> = Partial<Record<Key, number>>;

/** One key drawn by weight (keys with no or zero weight are never drawn); undefined when nothing has weight. */
export function drawWeighted<Key extends string>(random: Random, weights: Weights<Key>): Key | undefined {
  let total = 0;
  for (const key in weights) total += weights[key] ?? 0;
  if (!(total > 0)) return undefined;
  let target = random.next() * total;
  let last: Key | undefined;
  for (const key in weights) {
    const weight = weights[key] ?? 0;
    if (weight <= 0) continue;
    last = key;
    target -= weight;
    if (target < 0) return key;
  }
  return last;
}

/** Keeps only the keys `isKept` accepts (e.g. the values a configuration offers). */
export function keepWeights<Key extends string>(weights: Weights<Key>, isKept: (key: Key) => boolean): Weights<Key> {
  const kept: Weights<Key> = {};
  for (const key in weights) if (isKept(key)) kept[key] = weights[key];
  return kept;
}
