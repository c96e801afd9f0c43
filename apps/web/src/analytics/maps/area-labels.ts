import type { AreaView } from '@fieldbook/contract';

/**
 * Where each area's name is written: the mean of its corners (inside any area that is not strongly concave, as the
 * agency's beats and districts are). Areas without a polygon have no label.
 */
export function areaLabelPoints(areas: readonly AreaView[]): Array<{ name: string; at: [number, number] }> {
  return areas
    .filter((area) => area.polygon.length >= 3)
    .map((area) => {
      const corners = area.polygon;
      const long = corners.reduce((sum, [x]) => sum + x, 0) / corners.length;
      const lat = corners.reduce((sum, [, y]) => sum + y, 0) / corners.length;
      return { name: area.name, at: [long, lat] };
    });
}
