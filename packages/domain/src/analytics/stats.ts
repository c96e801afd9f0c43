/**
 * The field's statistics (analytics-widgets.md §2, §6, §7): Wilson intervals (Clopper-Pearson when k < 5), rate ratios
 * with a log-method interval, and the small-number rules: a proportion with a denominator under 30 is hidden, one with
 * a numerator under 20 or a denominator of 30-59 is shown hatched as unstable.
 */

const Z = 1.959964;

export interface Rate {
  /** k / n, or null when hidden (n < 30) or undefined (n = 0). */
  value: number | null;
  k: number;
  n: number;
  /** 95% interval, null when hidden. */
  lower: number | null;
  upper: number | null;
  /** Shown but unstable: hatch it. */
  unstable: boolean;
  suppressed: boolean;
}

export const MIN_DENOMINATOR = 30;
export const STABLE_NUMERATOR = 20;
export const STABLE_DENOMINATOR = 60;

export function wilson(k: number, n: number): [number, number] {
  if (n === 0) return [0, 1];
  const p = k / n;
  const denominator = 1 + (Z * Z) / n;
  const centre = (p + (Z * Z) / (2 * n)) / denominator;
  const half = (Z * Math.sqrt((p * (1 - p)) / n + (Z * Z) / (4 * n * n))) / denominator;
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

const LANCZOS = [
  0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059, 12.507343278686905,
  -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
];

/** ln Γ by Lanczos, for the beta function. */
function logGamma(x: number): number {
  const g = 7;
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  let a = LANCZOS[0] as number;
  const t = x - 1 + g + 0.5;
  for (let i = 1; i < g + 2; i++) a += (LANCZOS[i] as number) / (x - 1 + i);
  return 0.5 * Math.log(2 * Math.PI) + (x - 0.5) * Math.log(t) - t + Math.log(a);
}

/** Regularised incomplete beta I_x(a, b) by continued fraction; `lnBeta` is ln B(a, b), the same for (b, a). */
function incompleteBeta(x: number, a: number, b: number, lnBeta: number): number {
  if (x <= 0) return 0;
  if (x >= 1) return 1;
  if (x > (a + 1) / (a + b + 2)) return 1 - incompleteBeta(1 - x, b, a, lnBeta);
  const front = Math.exp(a * Math.log(x) + b * Math.log(1 - x) - lnBeta);
  let f = 1;
  let c = 1;
  let d = 0;
  for (let i = 0; i <= 200; i++) {
    const m = Math.floor(i / 2);
    let numerator: number;
    if (i === 0) numerator = 1;
    else if (i % 2 === 0) numerator = (m * (b - m) * x) / ((a + 2 * m - 1) * (a + 2 * m));
    else numerator = -((a + m) * (a + b + m) * x) / ((a + 2 * m) * (a + 2 * m + 1));
    d = 1 + numerator * d;
    if (Math.abs(d) < 1e-30) d = 1e-30;
    d = 1 / d;
    c = 1 + numerator / c;
    if (Math.abs(c) < 1e-30) c = 1e-30;
    const cd = c * d;
    f *= cd;
    if (Math.abs(1 - cd) < 1e-10) break;
  }
  return (front * (f - 1)) / a;
}

/** The x where I_x(a, b) = target, by bisection to 10 significant digits (ln B(a, b) worked out once). */
function betaQuantile(target: number, a: number, b: number): number {
  const lnBeta = logGamma(a) + logGamma(b) - logGamma(a + b);
  let low = 0;
  let high = 1;
  for (let step = 0; step < 60 && high - low > 1e-10 * high; step++) {
    const middle = (low + high) / 2;
    if (incompleteBeta(middle, a, b, lnBeta) < target) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
}

/** Intervals already worked out (a dashboard asks for the same few k of n many times); emptied when full. */
const exactIntervals = new Map<string, [number, number]>();
const EXACT_INTERVALS_KEPT = 4096;

/** The exact (Clopper-Pearson) 95% interval of k of n. */
export function clopperPearson(k: number, n: number): [number, number] {
  if (n === 0) return [0, 1];
  const key = `${k}/${n}`;
  const known = exactIntervals.get(key);
  if (known) return [known[0], known[1]];
  const lower = k === 0 ? 0 : betaQuantile(0.025, k, n - k + 1);
  const upper = k === n ? 1 : betaQuantile(0.975, k + 1, n - k);
  if (exactIntervals.size >= EXACT_INTERVALS_KEPT) exactIntervals.clear();
  exactIntervals.set(key, [lower, upper]);
  return [lower, upper];
}

/** A proportion k / n with its 95% interval and the small-number rules applied. */
export function rate(k: number, n: number): Rate {
  if (n < MIN_DENOMINATOR) return { value: null, k, n, lower: null, upper: null, unstable: false, suppressed: n > 0 };
  const [lower, upper] = k < 5 ? clopperPearson(k, n) : wilson(k, n);
  return { value: k / n, k, n, lower, upper, unstable: k < STABLE_NUMERATOR || n < STABLE_DENOMINATOR, suppressed: false };
}

export interface RateRatio {
  value: number | null;
  lower: number | null;
  upper: number | null;
}

/** r_g / r_ref with exp(ln RR ± 1.96·√(1/k_g − 1/n_g + 1/k_ref − 1/n_ref)); null when either rate is hidden or 0. */
export function rateRatio(group: Rate, reference: Rate): RateRatio {
  if (group.value === null || reference.value === null || group.k === 0 || reference.k === 0)
    return { value: null, lower: null, upper: null };
  const ratio = group.value / reference.value;
  const se = Math.sqrt(1 / group.k - 1 / group.n + 1 / reference.k - 1 / reference.n);
  return { value: ratio, lower: Math.exp(Math.log(ratio) - Z * se), upper: Math.exp(Math.log(ratio) + Z * se) };
}

/** Two-proportion z-test p-value (period Δ for rates). */
export function twoProportionP(k1: number, n1: number, k2: number, n2: number): number | null {
  if (n1 === 0 || n2 === 0) return null;
  const pooled = (k1 + k2) / (n1 + n2);
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / n1 + 1 / n2));
  if (se === 0) return null;
  return 2 * (1 - normalCdf(Math.abs(k1 / n1 - k2 / n2) / se));
}

/** Conditional binomial test of two Poisson counts over equal exposure (period Δ for counts), normal approximation. */
export function poissonP(current: number, previous: number): number | null {
  const total = current + previous;
  if (total === 0) return null;
  const z = (current - total / 2) / Math.sqrt(total / 4);
  return 2 * (1 - normalCdf(Math.abs(z)));
}

export function normalCdf(z: number): number {
  // Abramowitz-Stegun 7.1.26.
  const t = 1 / (1 + (0.3275911 * Math.abs(z)) / Math.SQRT2);
  const erf = 1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-(z * z) / 2);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/** The median and a quantile of a histogram {bucket start: count}. */
export function histogramQuantile(histogram: ReadonlyArray<[number, number]>, q: number): number | null {
  const sorted = [...histogram].filter(([, count]) => count > 0).sort((a, b) => a[0] - b[0]);
  const total = sorted.reduce((sum, [, count]) => sum + count, 0);
  if (total === 0) return null;
  let seen = 0;
  for (const [bucket, count] of sorted) {
    seen += count;
    if (seen >= q * total) return bucket;
  }
  return sorted[sorted.length - 1]?.[0] ?? null;
}
