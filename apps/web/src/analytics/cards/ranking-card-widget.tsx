import type { RankingCardConfig } from '@fieldbook/domain';
import { formatDetail, formatFigure } from '../figure-format.ts';

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
                  {row.elements.map((element) => (
                    <span key={element.label} className="ranking-element" title={element.tooltip_value}>
                      {element.label}
                      {element.detail ? <span className="ranking-detail"> {formatDetail(element.detail, timeZone)}</span> : null}
                    </span>
                  ))}
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
