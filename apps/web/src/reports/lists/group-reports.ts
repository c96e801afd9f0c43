import type { ReportListItem } from '@fieldbook/contract';
import { isNearby, NEARBY_RADIUS_METERS } from '@fieldbook/domain';

export type LocatedReport = ReportListItem & { coords: { lat: number; long: number } };

const hasCoords = (item: ReportListItem): item is LocatedReport => item.coords !== null;
const point = (item: LocatedReport) => ({ latitude: item.coords.lat, longitude: item.coords.long });

/** Reports whose places are within the nearby radius (50 m) of each other form one marker (greedy, in list order). */
export function groupNearbyReports(items: readonly ReportListItem[], radius = NEARBY_RADIUS_METERS): LocatedReport[][] {
  const groups: LocatedReport[][] = [];
  for (const item of items.filter(hasCoords)) {
    const group = groups.find((candidate) => candidate[0] && isNearby(point(candidate[0]), point(item), radius));
    if (group) group.push(item);
    else groups.push([item]);
  }
  return groups;
}

export const reportsWithoutCoordinates = (items: readonly ReportListItem[]) => items.filter((item) => item.coords === null);
