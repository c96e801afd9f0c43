import { z } from 'zod';
import { BADGE_CONTENT_TYPES, sniffImageType } from './agency.ts';
import type { Ring } from './geo/geo.types.ts';

/**
 * The agency catalog (areas, groups, tags) edited in Settings: the rules the form and the server share.
 * The spec words none of these messages; they are ours (docs/decisions.md).
 */
export const CATALOG_LIMITS = {
  nameMaxLength: 50,
  tagNameMaxLength: 30,
  acronymMaxLength: 10,
  /** Points of an area ring, the closing point included. */
  polygonMaxPoints: 500,
} as const;

/** Group avatars: what the server accepts, sniffed from the bytes (never the declared type). */
export const AVATAR_MAX_BYTES = 1024 * 1024;
export const AVATAR_TYPES = BADGE_CONTENT_TYPES;

export const CATALOG_MESSAGES = {
  nameRequired: 'Enter a name.',
  acronymRequired: 'Enter an acronym.',
  tooLong: (max: number) => `Use at most ${max} characters.`,
  color: 'Choose a color written as #RRGGBB.',
  coordinates: 'Each point needs a latitude from -90 to 90 and a longitude from -180 to 180.',
  tooFewPoints: 'Draw at least 3 different points.',
  tooManyPoints: `Use at most ${CATALOG_LIMITS.polygonMaxPoints} points.`,
  notClosed: 'The area must end where it starts.',
  noArea: 'The points lie on one line; they must enclose an area.',
  crossing: 'The edges of the area must not cross or touch each other.',
  avatarType: 'Choose a PNG, JPEG or WebP image.',
  avatarSize: 'Choose an image of at most 1 MB.',
  duplicateName: {
    area: 'An area with this name already exists.',
    group: 'A group with this name already exists.',
    tag: 'A tag with this name already exists.',
  },
} as const;

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

/** A colour as the tag stores it: #RRGGBB. */
export function isHexColor(value: string): boolean {
  return HEX_COLOR.test(value);
}

type Point = readonly [number, number];

const isSamePoint = (a: Point, b: Point) => a[0] === b[0] && a[1] === b[1];

/** The ring with its first point repeated at the end, as a closed ring (GeoJSON) needs. */
export function closeRing(points: Ring): Ring {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last || (points.length > 1 && isSamePoint(first, last))) return points;
  return [...points, first];
}

const isValidPoint = ([longitude, latitude]: Point) =>
  Number.isFinite(longitude) && Number.isFinite(latitude) && Math.abs(longitude) <= 180 && Math.abs(latitude) <= 90;

/** Twice the signed area of the triangle a-b-c: > 0 turning left, 0 on one line. */
const cross = (a: Point, b: Point, c: Point) => (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]);

/** c lies within the bounding box of a-b (used once a, b, c are on one line). */
const isWithin = (a: Point, b: Point, c: Point) =>
  Math.min(a[0], b[0]) <= c[0] && c[0] <= Math.max(a[0], b[0]) && Math.min(a[1], b[1]) <= c[1] && c[1] <= Math.max(a[1], b[1]);

/** Do the segments a-b and c-d meet, touching included? */
function segmentsMeet(a: Point, b: Point, c: Point, d: Point): boolean {
  const d1 = cross(c, d, a);
  const d2 = cross(c, d, b);
  const d3 = cross(a, b, c);
  const d4 = cross(a, b, d);
  if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) return true;
  return (
    (d1 === 0 && isWithin(c, d, a)) || (d2 === 0 && isWithin(c, d, b)) || (d3 === 0 && isWithin(a, b, c)) || (d4 === 0 && isWithin(a, b, d))
  );
}

/** Two edges meeting at `shared` fold back over each other (on one line, pointing the same way). */
const foldsBack = (before: Point, shared: Point, after: Point) =>
  cross(before, shared, after) === 0 &&
  (before[0] - shared[0]) * (after[0] - shared[0]) + (before[1] - shared[1]) * (after[1] - shared[1]) > 0;

function hasCrossingEdges(vertices: readonly Point[]): boolean {
  const count = vertices.length;
  const at = (index: number) => vertices[((index % count) + count) % count] as Point;
  for (let i = 0; i < count; i++) {
    if (foldsBack(at(i - 1), at(i), at(i + 1))) return true;
    for (let j = i + 2; j < count; j++) {
      if (i === 0 && j === count - 1) continue; // the closing edge shares vertex 0 with edge 0
      if (segmentsMeet(at(i), at(i + 1), at(j), at(j + 1))) return true;
    }
  }
  return false;
}

/**
 * Why a closed ring of [longitude, latitude] points is not a valid area, or null: valid coordinates, closed, at
 * least 3 different points, enclosing some area, and no edge crossing or touching another (a simple polygon).
 */
export function polygonProblem(ring: Ring): string | null {
  if (ring.length > CATALOG_LIMITS.polygonMaxPoints) return CATALOG_MESSAGES.tooManyPoints;
  if (!ring.every(isValidPoint)) return CATALOG_MESSAGES.coordinates;
  const vertices = ring.slice(0, -1);
  const distinct = new Set(vertices.map(([longitude, latitude]) => `${longitude},${latitude}`));
  if (distinct.size < 3) return CATALOG_MESSAGES.tooFewPoints;
  const first = ring[0] as Point;
  if (!isSamePoint(first, ring.at(-1) as Point)) return CATALOG_MESSAGES.notClosed;
  if (distinct.size < vertices.length) return CATALOG_MESSAGES.crossing;
  const other = vertices.find((vertex) => !isSamePoint(vertex, first)) as Point;
  if (vertices.every((vertex) => cross(first, other, vertex) === 0)) return CATALOG_MESSAGES.noArea;
  return hasCrossingEdges(vertices) ? CATALOG_MESSAGES.crossing : null;
}

/** Why these bytes cannot be a group avatar, or null: the badge's types, recognised by their content. */
export function avatarIssue(bytes: Uint8Array): string | null {
  if (bytes.byteLength > AVATAR_MAX_BYTES) return CATALOG_MESSAGES.avatarSize;
  if (sniffImageType(bytes) === null) return CATALOG_MESSAGES.avatarType;
  return null;
}

const text = (max: number, requiredMessage: string) => z.string().trim().min(1, requiredMessage).max(max, CATALOG_MESSAGES.tooLong(max));

const point = z.tuple([z.number(), z.number()]);

/** An area as the form sends it: name, acronym and a closed ring of [longitude, latitude] points. */
export const areaInputSchema = z.object({
  name: text(CATALOG_LIMITS.nameMaxLength, CATALOG_MESSAGES.nameRequired),
  acronym: text(CATALOG_LIMITS.acronymMaxLength, CATALOG_MESSAGES.acronymRequired),
  polygon: z
    .array(point)
    .max(CATALOG_LIMITS.polygonMaxPoints, CATALOG_MESSAGES.tooManyPoints)
    .superRefine((ring, context) => {
      const problem = polygonProblem(ring);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    }),
});
export type AreaInput = z.infer<typeof areaInputSchema>;

export const groupInputSchema = z.object({
  name: text(CATALOG_LIMITS.nameMaxLength, CATALOG_MESSAGES.nameRequired),
  acronym: text(CATALOG_LIMITS.acronymMaxLength, CATALOG_MESSAGES.acronymRequired),
});
export type GroupInput = z.infer<typeof groupInputSchema>;

/** A tag: name and colour; the colour is kept lower-case (as <input type="color"> gives it). */
export const tagInputSchema = z.object({
  name: text(CATALOG_LIMITS.tagNameMaxLength, CATALOG_MESSAGES.nameRequired),
  color: z
    .string()
    .trim()
    .refine(isHexColor, CATALOG_MESSAGES.color)
    .transform((color) => color.toLowerCase()),
});
export type TagInput = z.infer<typeof tagInputSchema>;
