import type { AreaView } from '@fieldbook/contract';

type Point = readonly [number, number];

/** An area's name where it is written, with its acronym (the shorter form) and its size (larger areas are named first). */
export interface AreaLabel {
  name: string;
  acronym: string;
  at: [number, number];
  size: number;
}

/** The forms an area's name is written in on a map: the full name, then its acronym when that is shorter. */
export function nameForms(area: { name: string; acronym: string }): string[] {
  const { name, acronym } = area;
  return acronym && acronym !== name && acronym.length < name.length ? [name, acronym] : [name];
}

/** Signed distance from a point to a ring's edge: positive inside the ring, negative outside. */
function signedDistance([x, y]: Point, ring: readonly Point[]): number {
  let isInside = false;
  let nearest = Number.POSITIVE_INFINITY;
  for (let index = 0, previous = ring.length - 1; index < ring.length; previous = index++) {
    const [ax, ay] = ring[index] as Point;
    const [bx, by] = ring[previous] as Point;
    if (ay > y !== by > y && x < ((bx - ax) * (y - ay)) / (by - ay) + ax) isInside = !isInside;
    const dx = bx - ax;
    const dy = by - ay;
    const along = dx === 0 && dy === 0 ? 0 : Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / (dx * dx + dy * dy)));
    nearest = Math.min(nearest, Math.hypot(x - (ax + along * dx), y - (ay + along * dy)));
  }
  return isInside ? nearest : -nearest;
}

interface Cell {
  x: number;
  y: number;
  half: number;
  distance: number;
  /** The largest distance any point of the cell could have: its centre's plus half its diagonal. */
  reach: number;
}

const cellAt = (x: number, y: number, half: number, ring: readonly Point[]): Cell => {
  const distance = signedDistance([x, y], ring);
  return { x, y, half, distance, reach: distance + half * Math.SQRT2 };
};

/** Removes and returns the cell that could hold the point farthest from the edge. */
function takeFarthestReach(queue: Cell[]): Cell {
  let at = 0;
  for (let index = 1; index < queue.length; index++) if ((queue[index] as Cell).reach > (queue[at] as Cell).reach) at = index;
  const cell = queue[at] as Cell;
  queue[at] = queue[queue.length - 1] as Cell;
  queue.pop();
  return cell;
}

/**
 * The point of a ring farthest from its edge (its pole of inaccessibility), to `precision` in the ring's units: the
 * ring's box is cut into square cells, and the cell that could hold a farther point is cut in four, until none could
 * by more than `precision`. On a concave area (an L, a crescent) the name stays inside, where the mean of the corners
 * may fall outside.
 */
export function poleOfInaccessibility(ring: readonly Point[], precision: number): [number, number] {
  const xs = ring.map(([x]) => x);
  const ys = ring.map(([, y]) => y);
  const [west, east, south, north] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const side = Math.min(east - west, north - south);
  if (side <= 0) return [(west + east) / 2, (south + north) / 2];
  const mean = cellAt(xs.reduce((sum, x) => sum + x, 0) / xs.length, ys.reduce((sum, y) => sum + y, 0) / ys.length, 0, ring);
  let best = mean;
  const queue: Cell[] = [];
  for (let x = west; x < east; x += side)
    for (let y = south; y < north; y += side) queue.push(cellAt(x + side / 2, y + side / 2, side / 2, ring));
  // A bound on the work, for a ring with very many corners: the best point met so far is still inside the ring.
  for (let visited = 0; queue.length > 0 && visited < 1000; visited++) {
    const cell = takeFarthestReach(queue);
    if (cell.distance > best.distance) best = cell;
    if (cell.reach - best.distance <= precision) break;
    const half = cell.half / 2;
    for (const [dx, dy] of [
      [-1, -1],
      [1, -1],
      [-1, 1],
      [1, 1],
    ] as const)
      queue.push(cellAt(cell.x + dx * half, cell.y + dy * half, half, ring));
  }
  return [best.x, best.y];
}

/** A ring's area by the shoelace formula, in its units squared. */
function ringArea(ring: readonly Point[]): number {
  let twice = 0;
  for (let index = 0, previous = ring.length - 1; index < ring.length; previous = index++) {
    const [ax, ay] = ring[index] as Point;
    const [bx, by] = ring[previous] as Point;
    twice += (bx - ax) * (by + ay);
  }
  return Math.abs(twice) / 2;
}

/**
 * Where each area's name is written: the point of the area farthest from its edge, found on the ring with its
 * longitudes narrowed by the cosine of its latitude (so a degree east counts what it measures on the ground). Areas
 * without a polygon have no label. Largest first: when names collide on the map, the larger area keeps its name.
 */
export function areaLabelPoints(areas: readonly AreaView[]): AreaLabel[] {
  return areas
    .filter((area) => area.polygon.length >= 3)
    .map((area) => {
      const latitude = area.polygon.reduce((sum, [, lat]) => sum + lat, 0) / area.polygon.length;
      const narrow = Math.cos((latitude * Math.PI) / 180);
      const ring = area.polygon.map(([long, lat]): Point => [long * narrow, lat]);
      const size = ringArea(ring);
      const [x, y] = poleOfInaccessibility(ring, Math.sqrt(size) / 100);
      return { name: area.name, acronym: area.acronym, at: [x / narrow, y] as [number, number], size };
    })
    .sort((one, other) => other.size - one.size || one.name.localeCompare(other.name));
}
