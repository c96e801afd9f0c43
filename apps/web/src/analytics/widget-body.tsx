import type { GroupedBarConfig, HeatMapConfig, RankingCardConfig, RateCardConfig, Widget } from '@fieldbook/domain';
import { HeatMapWidget } from './cards/heat-map-widget.tsx';
import { RankingCardWidget } from './cards/ranking-card-widget.tsx';
import { RateCardWidget } from './cards/rate-card-widget.tsx';
import type { Theme } from './charts/chart-options.ts';
import { ChartWidget } from './charts/chart-widget.tsx';
import { headlineText } from './charts/grouped-bar-extras.ts';
import { MapWidget } from './maps/map-widget.tsx';
import { SummaryTables } from './summary-tables.tsx';
import { ContentOmitted, GetStarted, isContentOmitted, isPlaceholderShown } from './widget-placeholders.tsx';
import { summariseWidget, widgetNote } from './widget-summary.ts';

interface WidgetBodyProps {
  widget: Widget;
  timeZone: string;
  theme: Theme;
  /** Charts and maps are drawn once the card comes near the screen; their text alternative is there at once. */
  isDrawn: boolean;
}

/** What a widget card shows: a placeholder, or the widget's renderer with its text alternative. */
export function WidgetBody(props: WidgetBodyProps) {
  const note = widgetNote(props.widget);
  const isPlaceholder = isPlaceholderShown(props.widget);
  return (
    <>
      <WidgetRenderer {...props} />
      {note && !isPlaceholder && props.widget.component.name !== 'ranking_card' ? <p className="widget-note">{note}</p> : null}
    </>
  );
}

function WidgetRenderer({ widget, timeZone, theme, isDrawn }: WidgetBodyProps) {
  const { name, limited, omitted_reason: reason } = widget.component;
  if (!widget.has_data) return limited ? <ContentOmitted reason={reason} /> : <GetStarted />;
  if (isContentOmitted(widget)) return <ContentOmitted reason={reason} />;
  const summary = summariseWidget(widget, timeZone);
  switch (name) {
    case 'rate_card':
      return <RateCardWidget config={widget.component.config as RateCardConfig} />;
    case 'ranking_card':
      return <RankingCardWidget config={widget.component.config as RankingCardConfig} caption={widget.title} timeZone={timeZone} />;
    case 'heat_map':
      return <HeatMapWidget config={widget.component.config as HeatMapConfig} caption={widget.title} theme={theme} />;
    case 'cluster_map':
    case 'pattern_map':
    case 'filter_map':
      return (
        <>
          {isDrawn ? <MapWidget widget={widget} theme={theme} label={`Map: ${widget.title}`} /> : <div className="widget-map" />}
          <SummaryTables summary={summary} withText />
        </>
      );
    default:
      return (
        <>
          {name === 'grouped_bar' && headlineText(widget.component.config as GroupedBarConfig) ? (
            <p className="widget-headline">{headlineText(widget.component.config as GroupedBarConfig)}</p>
          ) : null}
          {isDrawn ? <ChartWidget widget={widget} theme={theme} summary={summary} /> : <div className="echart" />}
          <SummaryTables summary={summary} />
        </>
      );
  }
}
