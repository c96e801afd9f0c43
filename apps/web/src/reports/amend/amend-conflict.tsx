import type { ReportView } from '@fieldbook/contract';
import { describeReportChange, diffReports, type ReportChange, type StateConfiguration } from '@fieldbook/domain';
import { useEffect, useMemo, useRef } from 'react';
import './amend.css';

export const CONFLICT_TITLE = 'Someone else amended this report';
export const APPLY_ON_TOP = 'Apply my changes on top';
export const DISCARD_MINE = 'Discard my changes';

interface AmendConflictProps {
  /** The report as the officer opened it (the version their changes are based on). */
  base: Record<string, unknown>;
  /** The officer's report as they would have sent it, and their base as the form writes it (what `mine` is compared with). */
  mine: Record<string, unknown>;
  ownBase: Record<string, unknown>;
  /** The report as it is now on the server. */
  current: ReportView;
  config: StateConfiguration;
  timeZone: string;
  onApply: () => void;
  onDiscard: () => void;
}

/** Whether two changes touch the same thing: the same field, or one is about a whole item holding the other. */
const isSameSpot = (a: ReportChange, b: ReportChange) =>
  a.path === b.path || a.path.startsWith(`${b.path}.`) || b.path.startsWith(`${a.path}.`);

/**
 * The conflict screen of issue 25 ('No lost edits'): the amend was based on a version that is no longer current. It says
 * what changed since the officer opened the report (the domain diff from their base to the current version) and what
 * they changed, and offers to apply their changes on top of the current version to review and send again.
 */
export function AmendConflict({ base, mine, ownBase, current, config, timeZone, onApply, onDiscard }: AmendConflictProps) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  const theirs = useMemo(() => diffReports(base, current.report, { config, timeZone }), [base, current.report, config, timeZone]);
  const own = useMemo(() => diffReports(ownBase, mine, { config, timeZone }), [ownBase, mine, config, timeZone]);
  const latest = current.versions[current.versions.length - 1];
  useEffect(() => titleRef.current?.focus(), []);
  const when = latest
    ? new Intl.DateTimeFormat('en-US', { timeZone, dateStyle: 'short', timeStyle: 'short' }).format(new Date(latest.created_at))
    : '';

  return (
    <section className="amend-conflict" aria-labelledby="amend-conflict-title">
      <h2 id="amend-conflict-title" ref={titleRef} tabIndex={-1}>
        {CONFLICT_TITLE}
      </h2>
      <p>
        {latest ? `Version ${latest.v + 1} was saved by ${latest.author.name} on ${when}, after you opened the report. ` : ''}
        Your changes were not sent and nothing you typed is lost.
      </p>
      {latest?.reason ? <p>Their reason: {latest.reason}</p> : null}
      <h3>What changed since you opened it</h3>
      {theirs.length > 0 ? (
        <ul aria-label="What changed since you opened it">
          {theirs.map((change) => (
            <li key={change.path}>{describeReportChange(change)}</li>
          ))}
        </ul>
      ) : (
        <p>No change to the fields you can see.</p>
      )}
      <h3>Your changes</h3>
      <ul aria-label="Your changes">
        {own.map((change) => (
          <li key={change.path}>
            {describeReportChange(change)}
            {theirs.some((other) => isSameSpot(other, change)) ? ' (changed in the new version too: yours will replace it)' : ''}
          </li>
        ))}
      </ul>
      <p>{APPLY_ON_TOP} puts your changes on the current version, for you to review and submit again.</p>
      <div className="amend-conflict-actions">
        <button type="button" className="button" onClick={onDiscard}>
          {DISCARD_MINE}
        </button>
        <button type="button" className="button button-primary" onClick={onApply}>
          {APPLY_ON_TOP}
        </button>
      </div>
    </section>
  );
}
