import type { PeerComparison } from '@fieldbook/contract';
import { INDICATOR_LABELS } from '@fieldbook/domain';
import { formatRate } from './ei-format.ts';

const WIDTH = 300;
const ROW = 26;

const interval = (side: PeerComparison['officer']) =>
  side.lower === null || side.upper === null ? 'no interval' : `95% interval ${formatRate(side.lower)} to ${formatRate(side.upper)}`;

/** One comparison as two bars (officer, peers) with their 95% intervals as whiskers; the table beside it says the same. */
function ComparisonChart({ comparison, index }: { comparison: PeerComparison; index: number }) {
  const sides = [
    { key: 'officer', name: 'Officer', side: comparison.officer },
    { key: 'peers', name: 'Peers', side: comparison.peers },
  ] as const;
  const top = Math.max(0.01, ...sides.flatMap(({ side }) => [side.rate ?? 0, side.upper ?? 0]));
  const x = (value: number) => 60 + (value / top) * (WIDTH - 70);
  const titleId = `ei-peer-${index}-title`;
  const summaryId = `ei-peer-${index}-summary`;
  const summary = sides.map(({ name, side }) => `${name}: ${formatRate(side.rate)}, ${interval(side)}, n ${side.n}`).join('; ');
  return (
    <figure className="ei-peer">
      <figcaption id={titleId}>
        {comparison.label || INDICATOR_LABELS[comparison.indicator]}
        {comparison.flagged ? ' — differs from peers' : ''}
      </figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${ROW * 2 + 8}`} className="ei-peer-svg" role="img" aria-labelledby={`${titleId} ${summaryId}`}>
        <title id={summaryId}>{summary}</title>
        {sides.map(({ key, name, side }, row) => {
          const y = 4 + row * ROW;
          return (
            <g key={key} className={`ei-peer-${key}`}>
              <text x={0} y={y + 15} className="ei-peer-label">
                {name}
              </text>
              {side.rate !== null ? (
                <rect x={60} y={y + 4} width={Math.max(1, x(side.rate) - 60)} height={14} className="ei-peer-bar" />
              ) : null}
              {side.lower !== null && side.upper !== null ? (
                <path
                  d={`M${x(side.lower)} ${y + 11}H${x(side.upper)}M${x(side.lower)} ${y + 5}v12M${x(side.upper)} ${y + 5}v12`}
                  className="ei-peer-whisker"
                />
              ) : null}
            </g>
          );
        })}
      </svg>
      <table id={`ei-peer-${index}-table`} className="ei-peer-table">
        <caption className="visually-hidden">{comparison.label || INDICATOR_LABELS[comparison.indicator]}: the figures</caption>
        <thead>
          <tr>
            <th scope="col">Who</th>
            <th scope="col">Rate</th>
            <th scope="col">95% interval</th>
            <th scope="col">n</th>
          </tr>
        </thead>
        <tbody>
          {sides.map(({ key, name, side }) => (
            <tr key={key}>
              <th scope="row">{name}</th>
              <td>{formatRate(side.rate)}</td>
              <td>{interval(side).replace('95% interval ', '')}</td>
              <td>{side.n.toLocaleString('en-US')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

const hasFigures = (comparison: PeerComparison) => comparison.officer.rate !== null && comparison.peers.rate !== null;
const nameOf = (comparison: PeerComparison) => comparison.label || INDICATOR_LABELS[comparison.indicator];

/**
 * The peer comparisons of the profile, those that differ from peers first; the ones without enough stops on either
 * side are named in one sentence rather than drawn empty.
 */
export function PeerComparisons({ comparisons }: { comparisons: readonly PeerComparison[] }) {
  const drawn = comparisons.filter(hasFigures).sort((a, b) => Number(b.flagged) - Number(a.flagged));
  const tooFew = comparisons.filter((comparison) => !hasFigures(comparison));
  return (
    <>
      {drawn.length > 0 ? (
        <div className="ei-peers">
          {drawn.map((comparison, index) => (
            <ComparisonChart key={`${comparison.indicator}-${comparison.label}`} comparison={comparison} index={index} />
          ))}
        </div>
      ) : (
        <p className="empty-state">No peer comparison for this period: too few stops to compare fairly.</p>
      )}
      {drawn.length > 0 && tooFew.length > 0 ? (
        <p className="page-hint">Too few stops to compare fairly: {tooFew.map(nameOf).join('; ')}.</p>
      ) : null}
    </>
  );
}
