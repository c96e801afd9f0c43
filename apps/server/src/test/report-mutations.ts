import fc from 'fast-check';

/** Every path to a value inside a JSON-like object, e.g. ['citizens', 0, 'perception', 'age']. */
export function pathsOf(value: unknown, prefix: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  if (Array.isArray(value)) {
    for (const [index, entry] of value.entries()) pathsOf(entry, [...prefix, index], out);
  } else if (typeof value === 'object' && value !== null)
    for (const [key, entry] of Object.entries(value)) pathsOf(entry, [...prefix, key], out);
  if (prefix.length > 0) out.push(prefix);
  return out;
}

function setAt(root: any, path: (string | number)[], value: unknown, remove: boolean) {
  let node = root;
  for (const key of path.slice(0, -1)) node = node?.[key];
  if (node === null || typeof node !== 'object') return;
  const last = path[path.length - 1] as string | number;
  if (remove) {
    if (Array.isArray(node) && typeof last === 'number') node.splice(last, 1);
    else delete node[last];
  } else node[last] = structuredClone(value);
}

const strangeValue = fc.oneof(
  fc.constantFrom(null, '', 'null', 'undefined', [], {}, 0, -1, 1441, 1e308, true, false, 'x'.repeat(300), '__proto__', '2019-01-01'),
  fc.string(),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.jsonValue({ maxDepth: 2 }),
);

/** A change to a report: a value replaced by an odd one, or removed; applied in place. */
export function mutationOf(): fc.Arbitrary<(report: unknown) => void> {
  return fc.tuple(fc.nat(), strangeValue, fc.boolean(), fc.nat({ max: 3 })).map(([where, value, remove, times]) => (report: unknown) => {
    for (let step = 0; step < times; step++) {
      const paths = pathsOf(report).filter((path) => path[0] !== 'id');
      if (paths.length === 0) return;
      setAt(report, paths[(where + step * 7919) % paths.length] as (string | number)[], value, remove);
    }
  });
}
