import type { Figure, HeatMapConfig } from '@fieldbook/domain';
import type { Theme } from '../charts/chart-options.ts';
import { formatBare, formatFigure, formatValue } from '../figure-format.ts';

export type Rgb = [number, number, number];
const RAMP: Record<Theme, [Rgb, Rgb, Rgb]> = {
  day: [
    [230, 238, 248],
    [29, 95, 168],
    [22, 50, 79],
  ],
  night: [
    [31, 41, 55],
    [96, 165, 250],
    [219, 234, 254],
  ],
};

/** The cell colour for a share of the largest value (0..1), as red, green and blue channels. */
export function cellRgb(share: number, theme: Theme): Rgb {
  const [low, middle, high] = RAMP[theme];
  const t = Math.min(1, Math.max(0, share));
  const [from, to, local]: [Rgb, Rgb, number] = t < 0.5 ? [low, middle, t * 2] : [middle, high, (t - 0.5) * 2];
  const channel = (index: 0 | 1 | 2) => Math.round(from[index] + (to[index] - from[index]) * local);
  return [channel(0), channel(1), channel(2)];
}

/** The cell colour for a share of the largest value (0..1), along a three-stop ramp. */
export function cellColour(share: number, theme: Theme): string {
  const [red, green, blue] = cellRgb(share, theme);
  return `rgb(${red} ${green} ${blue})`;
}

const LIGHT_TEXT: Rgb = [255, 255, 255];
// Black, not the page's near-black text: with white, one of the two reaches 4.5:1 on any cell colour.
const DARK_TEXT: Rgb = [0, 0, 0];

/** WCAG relative luminance of an sRGB colour. */
function luminance(rgb: Rgb): number {
  const [red, green, blue] = rgb.map((value) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/** WCAG contrast ratio of two colours (1..21). */
export function contrastRatio(first: Rgb, second: Rgb): number {
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The cell's text colour: white or black, whichever reads better on the cell, in the day and the night ramp. */
export function cellTextColour(share: number, theme: Theme): string {
  const cell = cellRgb(share, theme);
  return contrastRatio(LIGHT_TEXT, cell) >= contrastRatio(DARK_TEXT, cell) ? '#ffffff' : '#000000';
}

/**
 * heat_map: a category × category matrix (not geographic) as a real table whose cells are coloured by value; hidden
 * cells read '—' and unstable ones are hatched. The table fits its card (issue 27: never cut at the edge): a dense
 * matrix (more than DENSE_COLUMNS columns, e.g. 24 hours) shows colours with a scale, every third column's name (all of
 * them, written upwards, when they are words, e.g. actions), and keeps each cell's value for screen readers and as its
 * title. Rates per 1,000 are written bare in the cells, their unit named once under the table and in its caption.
 */
const DENSE_COLUMNS = 12;
const LABEL_EVERY = 3;
const SHORT_COLUMN_NAME = 3;
/** From this many columns, names longer than LONG_COLUMN_NAME ('Call for service · twilight') are written upwards too. */
const UPRIGHT_COLUMNS = 5;
const LONG_COLUMN_NAME = 12;

/**
 * A cell's text: rates per 1,000 without their unit, which the table names once under it ('32.3 per 1,000' in each
 * of six columns does not fit a card, on a phone or a desktop: issue 27); other units are short enough to repeat.
 */
const cellText = (figure: Figure | null, unit: HeatMapConfig['unit']) =>
  figure?.value === null || figure?.value === undefined
    ? '—'
    : unit === 'per_1000'
      ? formatBare(figure.value, unit)
      : formatValue(figure.value, unit);

/** A row's name with a break allowed after each slash ('Parole/probation' is one word to the browser). */
const breakableName = (name: string) =>
  name
    .split('/')
    .flatMap((part, index, parts) =>
      index === parts.length - 1 ? [part] : [`${part}/`, <wbr key={parts.slice(0, index + 1).join('/')} />],
    );

export function HeatMapWidget({ config, caption, theme }: { config: HeatMapConfig; caption: string; theme: Theme }) {
  const grid: Array<Array<Figure | null>> = config.rows.map(() => config.columns.map(() => null));
  for (const [row, column, figure] of config.cells) {
    const line = grid[row];
    if (line && column < line.length) line[column] = figure;
  }
  const max = Math.max(0, ...config.cells.map(([, , figure]) => figure.value ?? 0));
  const isDense = config.columns.length > DENSE_COLUMNS;
  // Short names (hours) are shown every third column; longer ones (actions) all, written upwards in their column.
  const isUpright =
    (isDense && config.columns.some((column) => column.length > SHORT_COLUMN_NAME)) ||
    (config.columns.length >= UPRIGHT_COLUMNS && config.columns.some((column) => column.length > LONG_COLUMN_NAME));
  return (
    // A wide matrix scrolls inside the card; keyboard users reach it to scroll it (axe scrollable-region-focusable).
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable to be scrolled by keyboard
    <section className="heat-map-scroll" tabIndex={0} aria-label={`${caption}, table`}>
      <table className={isUpright ? 'heat-map is-dense is-upright' : isDense ? 'heat-map is-dense' : 'heat-map'}>
        <caption className="visually-hidden">{config.unit === 'per_1000' ? `${caption}, per 1,000` : caption}</caption>
        <thead>
          <tr>
            <td />
            {config.columns.map((column, index) => (
              <th key={column} scope="col">
                <span className={isDense && !isUpright && index % LABEL_EVERY !== 0 ? 'visually-hidden' : undefined}>{column}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {config.rows.map((row, rowIndex) => (
            <tr key={row}>
              <th scope="row">{breakableName(row)}</th>
              {config.columns.map((column, columnIndex) => {
                const figure = grid[rowIndex]?.[columnIndex] ?? null;
                const share = figure?.value === null || figure?.value === undefined || max === 0 ? null : figure.value / max;
                return (
                  <td
                    key={column}
                    className={figure?.hatched ? 'heat-cell is-hatched' : 'heat-cell'}
                    style={share === null ? undefined : { backgroundColor: cellColour(share, theme), color: cellTextColour(share, theme) }}
                    title={figure ? formatFigure(figure, config.unit) : undefined}
                  >
                    <span className={isDense ? 'visually-hidden' : undefined}>{cellText(figure, config.unit)}</span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {isDense ? (
        <p className="heat-map-scale" aria-hidden="true">
          <span>0</span>
          <span
            className="heat-map-ramp"
            style={{ background: `linear-gradient(to right, ${cellColour(0, theme)}, ${cellColour(0.5, theme)}, ${cellColour(1, theme)})` }}
          />
          <span>{formatValue(max, config.unit)}</span>
        </p>
      ) : config.unit === 'per_1000' ? (
        <p className="heat-map-scale">Rates per 1,000</p>
      ) : null}
    </section>
  );
}
