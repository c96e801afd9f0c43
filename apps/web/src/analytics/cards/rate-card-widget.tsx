import type { RateCardConfig } from '@fieldbook/domain';
import { describeDelta, formatFigure, formatValue } from '../figure-format.ts';

/** rate_card: one value with its interval and n, a subtitle and the period changes; FastFacts as sentences. */
export function RateCardWidget({ config }: { config: RateCardConfig }) {
  if (config.sentences)
    return config.sentences.length > 0 ? (
      <ul className="fast-facts">
        {config.sentences.map((sentence) => (
          <li key={sentence}>{sentence}</li>
        ))}
      </ul>
    ) : (
      <p className="widget-note">No finding passes the small-number rules for this period.</p>
    );
  const { value, unit } = config;
  const full = formatFigure(value, unit);
  const main = formatValue(value.value, unit);
  const rest = full.startsWith(main) ? full.slice(main.length) : '';
  return (
    <div className="rate-card">
      <p className={value.hatched ? 'rate-card-value is-hatched' : 'rate-card-value'}>
        <strong>{main}</strong>
        {rest ? <span className="rate-card-interval">{rest}</span> : null}
      </p>
      {value.value === null && value.n ? <p className="widget-note">Too few to show safely.</p> : null}
      {config.subtitle ? <p className="rate-card-subtitle">{config.subtitle}</p> : null}
      {config.deltas && config.deltas.length > 0 ? (
        <ul className="rate-card-deltas">
          {config.deltas.map((delta) => (
            <li
              key={delta.label}
              className={delta.significant && delta.change !== null ? (delta.change > 0 ? 'is-up' : 'is-down') : 'is-flat'}
            >
              <span aria-hidden="true">{delta.significant && delta.change !== null ? (delta.change > 0 ? '▲ ' : '▼ ') : '– '}</span>
              {describeDelta(delta, unit)}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
