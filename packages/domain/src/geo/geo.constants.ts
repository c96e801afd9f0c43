/** reports.md §9: two points closer than this are "nearby" (the multiple-reports selector). */
export const NEARBY_RADIUS_METERS = 50;
/** reports.md §9: a point is inside an area if a circle of this radius around it meets the area polygon. */
export const AREA_MEMBERSHIP_RADIUS_METERS = 200;
/** Mean Earth radius (IUGG), the usual haversine constant. */
export const EARTH_RADIUS_METERS = 6_371_008.8;
