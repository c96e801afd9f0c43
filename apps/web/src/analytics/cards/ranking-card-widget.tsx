import type { RankingCardConfig } from '@fieldbook/domain';
import { formatDetail, formatFigure } from '../figure-format.ts';

type RankingElement = RankingCardConfig['ranking_list'][number]['elements'][number];

/**
 * A row's name (with its detail), then each further element as its own line with its value written out ('Search rate
 * 70.0% (56.2–80.9), n = 50'): nothing hides behind a hover a phone cannot make. The name's own tooltip value repeats
 * the row's value and is not written again.
 */
function RowElements({ elements, timeZone }: { elements: readonly RankingElement[]; timeZone: string }) {
  const [name, ...metrics] = elements;
  return (
    <>
      {name ? (
        <span className="ranking-element">
          {name.label}
          {name.detail ? <span className="ranking-detail"> {formatDetail(name.detail, timeZone)}</span> : null}
        </span>
      ) : null}
      {metrics.length > 0 ? (
        <span className="ranking-metrics">
          {metrics.map((metric) => (
            <span key={metric.label} className="ranking-metric">
              <span className="ranking-metric-label">{metric.label}</span>{' '}
              <span className="ranking-metric-value">{metric.tooltip_value ?? ''}</span>
              {metric.detail ? <span className="ranking-detail"> {formatDetail(metric.detail, timeZone)}</span> : null}
            </span>
          ))}
        </span>
      ) : null}
    </>
  );
}

/** Rows keyed by their rank: the list is read-only and never reordered on the page. */
const keyedRows = (config: RankingCardConfig) => config.ranking_list.map((row, rank) => ({ key: `rank-${rank}`, row }));

/**
 * ranking_card: an ordered table with an inline bar per row; ISO-looking details show as MM/DD/YYYY. On a phone each
 * row reads as a card, its cells labelled by their column (data-label, analytics.css).
 */
export function RankingCardWidget({ config, caption, timeZone }: { config: RankingCardConfig; caption: string; timeZone: string }) {
  const max = Math.max(0, ...config.ranking_list.map((row) => Math.abs(row.value.value ?? 0)));
  return (
    <div className="ranking-card">
      {config.header.info_message ? <p className="widget-note">{config.header.info_message}</p> : null}
      {config.ranking_list.length === 0 ? null : (
        <table className="ranking-table">
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{config.header.elements_label}</th>
              <th scope="col" className="ranking-value">
                {config.header.value_label}
              </th>
            </tr>
          </thead>
          <tbody>
            {keyedRows(config).map(({ key, row }) => (
              <tr key={key}>
                <th scope="row" data-label={config.header.elements_label}>
                  <RowElements elements={row.elements} timeZone={timeZone} />
                </th>
                <td className={row.value.hatched ? 'ranking-value is-hatched' : 'ranking-value'} data-label={config.header.value_label}>
                  <span>{formatFigure(row.value, config.unit)}</span>
                  <span
                    className="ranking-bar"
                    aria-hidden="true"
                    style={{ width: `${max > 0 ? (Math.abs(row.value.value ?? 0) / max) * 100 : 0}%` }}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
