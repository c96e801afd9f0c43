import type { MapPoint } from '@fieldbook/domain';
import type { Theme } from '../charts/chart-options.ts';
import { nameForms } from './area-labels.ts';
import { CLUSTER_COLOURS, CLUSTER_STEPS, PATTERN_RAMP } from './map-layers.ts';

type MapKind = 'cluster_map' | 'pattern_map' | 'filter_map';

interface MapLegendProps {
  kind: MapKind;
  points: readonly MapPoint[];
  theme: Theme;
  /** The agency's areas drawn on the map: the legend names each in full (a name on the map may be short or hidden). */
  areas: ReadonlyArray<{ id: string; name: string; acronym: string }>;
  hasCensusLines: boolean;
}

/** The point colours of a map, one entry a name (contact types, force tiers...), in the order met. */
export function pointKinds(points: readonly MapPoint[], theme: Theme): Array<{ name: string; colour: string }> {
  const kinds = new Map<string, string>();
  for (const point of points) if (point.name && !kinds.has(point.name)) kinds.set(point.name, point.colour[theme]);
  return [...kinds].map(([name, colour]) => ({ name, colour }));
}

/** Up to this many areas are named in the legend's line; more are listed under it, opened on demand. */
const AREAS_IN_LINE = 6;

/** An area's name with the acronym the map may write instead: 'Downtown (DT)'. */
const fullName = (area: { name: string; acronym: string }) => {
  const [name, short] = nameForms(area);
  return short ? `${name} (${short})` : name;
};

/** The legend's line for the agency's areas, naming each (a hidden or shortened name on the map is read here). */
function AreaNames({ areas }: Pick<MapLegendProps, 'areas'>) {
  const line = <span className="legend-line is-area" aria-hidden="true" />;
  if (areas.length > AREAS_IN_LINE)
    return (
      <li>
        <details className="map-legend-areas">
          <summary>
            {line}
            Agency areas ({areas.length})
          </summary>
          <ul>
            {areas.map((area) => (
              <li key={area.id}>{fullName(area)}</li>
            ))}
          </ul>
        </details>
      </li>
    );
  return (
    <li>
      {line}
      {`${areas.length === 1 ? 'Agency area' : 'Agency areas'}: ${areas.map(fullName).join(', ')}`}
    </li>
  );
}

/**
 * The legend every map carries (issue 27): what the points' colours, the groups' colours or the heat mean, and the
 * base lines under them (the agency's areas, county and state lines). The filter map's point colours are its options.
 */
export function MapLegend({ kind, points, theme, areas, hasCensusLines }: MapLegendProps) {
  // Only the cluster map draws points in their colours: the pattern map draws heat, the filter map's options name theirs.
  const kinds = kind === 'cluster_map' ? pointKinds(points, theme) : [];
  return (
    <ul className="map-legend" aria-label="Map legend">
      {kinds.map((entry) => (
        <li key={entry.name}>
          <span className="legend-swatch" style={{ backgroundColor: entry.colour }} aria-hidden="true" />
          {entry.name}
        </li>
      ))}
      {kind === 'cluster_map'
        ? CLUSTER_STEPS.map((step, index) => (
            <li key={step}>
              <span className="legend-swatch is-group" style={{ backgroundColor: CLUSTER_COLOURS[index] }} aria-hidden="true" />
              Group of {step} reports
            </li>
          ))
        : null}
      {kind === 'pattern_map' ? (
        <li>
          Fewer
          <span
            className="legend-ramp"
            style={{ background: `linear-gradient(to right, ${PATTERN_RAMP.join(', ')})` }}
            aria-hidden="true"
          />
          More reports
        </li>
      ) : null}
      {areas.length > 0 ? <AreaNames areas={areas} /> : null}
      {hasCensusLines ? (
        <>
          <li>
            <span className="legend-line is-county" aria-hidden="true" />
            County line
          </li>
          <li>
            <span className="legend-line is-state" aria-hidden="true" />
            State line
          </li>
        </>
      ) : null}
    </ul>
  );
}
