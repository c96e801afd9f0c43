import type { OmittedReason } from './omitted.ts';
/**
 * What the dashboard draws (analytics.md §3): a widget is an id, title and help link, and a component of one of the
 * eleven kinds with its config. Every rate carries n and a 95% interval (analytics-widgets.md §7); null values are
 * hidden (too few) and `hatched` ones unstable.
 */

export const WIDGET_KINDS = [
  'rate_card',
  'ranking_card',
  'doughnut',
  'gradient_line',
  'heat_map',
  'cluster_map',
  'sankey',
  'filter_map',
  'pattern_map',
  'grouped_bar',
  'stacked_line',
] as const;
export type WidgetKind = (typeof WIDGET_KINDS)[number];

export const WIDGET_SIZES: Record<WidgetKind, 'xs' | 'sm' | 'md' | 'lg'> = {
  rate_card: 'xs',
  ranking_card: 'sm',
  doughnut: 'sm',
  gradient_line: 'md',
  heat_map: 'md',
  cluster_map: 'md',
  sankey: 'md',
  filter_map: 'lg',
  pattern_map: 'lg',
  grouped_bar: 'lg',
  stacked_line: 'lg',
};
/** The map kinds: maximise/minimise and the full-screen view (analytics.md §4). */
export const MAP_KINDS: ReadonlySet<WidgetKind> = new Set(['heat_map', 'cluster_map', 'pattern_map', 'filter_map']);

export interface Colour {
  day: string;
  night: string;
}

/** A value with its interval and sample: the one shape every rate, ratio and count is sent in. */
export interface Figure {
  value: number | null;
  lower?: number | null;
  upper?: number | null;
  /** Denominator (or count) behind the value. */
  n?: number;
  hatched?: boolean;
  /** The ratio to the reference group (White, or 'without the flag'), with its interval. */
  ratio?: { value: number | null; lower: number | null; upper: number | null };
  /** Against a comparison (a period, the expected value): true when the difference is significant (p < 0.05, §2). */
  significant?: boolean;
}

/** A change against a comparison period: relative for counts, in points (0-1) for rates; significant when p < 0.05. */
export interface Delta {
  label: string;
  previous: number | null;
  change: number | null;
  significant: boolean;
}

export interface RateCardConfig {
  /** 'count' | 'percent' (0-1 values) | 'per_1000' | 'minutes' | 'ratio'. */
  unit: 'count' | 'percent' | 'per_1000' | 'minutes' | 'ratio';
  value: Figure;
  subtitle?: string;
  /** Against the previous equal-length period and the same period last year; significant when p < 0.05. */
  deltas?: Delta[];
  /** FastFacts: sentences instead of a value. */
  sentences?: string[];
}

export interface RankingRow {
  elements: Array<{ label: string; tooltip_value?: string; detail?: string }>;
  value: Figure;
}
export interface RankingCardConfig {
  header: { elements_label: string; value_label: string; info_message?: string; tooltip_label?: string };
  unit: RateCardConfig['unit'];
  ranking_list: RankingRow[];
}

export interface DoughnutConfig {
  data: Array<{ name: string; value: number; colour: Colour }>;
  /** Show slices as percentages (2 decimals). */
  percentage: boolean;
  total: number;
  subtitle?: string;
}

export interface SeriesConfig {
  /** x-axis labels: months for a year, fortnights for a half-year, weeks for a quarter, else dates. */
  x: string[];
  unit: RateCardConfig['unit'];
  series: Array<{ name: string; values: Array<number | null>; lower?: Array<number | null>; upper?: Array<number | null>; colour: Colour }>;
  /** stacked_line: stacked counts, or 100% shares. */
  stacked?: 'count' | 'percent';
}

export interface HeatMapConfig {
  rows: string[];
  columns: string[];
  unit: RateCardConfig['unit'];
  /** [row index, column index, figure]. */
  cells: Array<[number, number, Figure]>;
}

export interface GroupedBarConfig {
  categories: string[];
  unit: RateCardConfig['unit'];
  series: Array<{ name: string; values: Figure[]; colour: Colour }>;
  stacked?: boolean;
  /** A headline figure above the bars (veil of darkness: the odds ratio of dark vs light). */
  headline?: { label: string; value: Figure; minority?: string };
  /** A unit per category, parallel to `categories`, when they differ (the period comparison: counts, rates, minutes). */
  category_units?: Array<RateCardConfig['unit']>;
  /** Observed / expected with its interval per category (an officer against their peers). */
  observed_expected?: Figure[];
}

export interface SankeyConfig {
  nodes: Array<{ name: string; colour: Colour }>;
  links: Array<{ source: string; target: string; value: number }>;
}

export interface MapPoint {
  coords: { lat: number; long: number };
  incident_number?: string;
  incident_date?: string;
  author_name?: string;
  /** Option label the point belongs to (filter map), or the cluster's size. */
  name?: string;
  count?: number;
  colour: Colour;
}
export interface MapConfig {
  mapData: MapPoint[];
  filterMapOptions?: Array<{ label: string; colour: Colour }>;
  filter?: { key: string; value: string };
  options_key?: string;
  options?: string[];
  colors?: Colour[];
  /** Areas with a metric (filter map). */
  areas?: Array<{ id: string; name: string; value: Figure }>;
}

export interface WidgetComponent {
  name: WidgetKind;
  config: RateCardConfig | RankingCardConfig | DoughnutConfig | SeriesConfig | HeatMapConfig | GroupedBarConfig | SankeyConfig | MapConfig;
  /** Content omitted: too little data for this widget (analytics.md §4). */
  limited: boolean;
  /** Why it is omitted (omitted.ts), when it is. */
  omitted_reason?: OmittedReason | undefined;
}

export interface Widget {
  id: string;
  title: string;
  help_url: string;
  position: number;
  /** The info tooltip: what the widget computes and its caveats. */
  info: string;
  /** The footer chip: what the widget counts over, e.g. 'Officer-initiated stops · persons'. */
  context_label: string;
  section: string;
  size: 'xs' | 'sm' | 'md' | 'lg';
  component: WidgetComponent;
  /** False when there is nothing to show ('Get Started!'). */
  has_data: boolean;
}
