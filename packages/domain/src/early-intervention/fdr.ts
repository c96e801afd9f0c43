/**
 * Benjamini–Hochberg q-values (step-up; statsmodels `fdrcorrection(method='indep')`): q_(i) = min over j >= i of
 * p_(j) · m / j, capped at 1, answered in the input's order. A test is flagged at false-discovery rate α when q <= α.
 */
export function benjaminiHochberg(pValues: readonly number[]): number[] {
  const m = pValues.length;
  const order = pValues.map((p, index) => ({ p, index })).sort((a, b) => a.p - b.p);
  const q = new Array<number>(m).fill(1);
  let running = 1;
  for (let rank = m; rank >= 1; rank -= 1) {
    const entry = order[rank - 1] as { p: number; index: number };
    running = Math.min(running, (entry.p * m) / rank);
    q[entry.index] = Math.min(1, running);
  }
  return q;
}
