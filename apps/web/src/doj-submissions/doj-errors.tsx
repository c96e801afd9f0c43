import { DOJ_SUBMIT_MAX_STOPS, type DojErrorStopSend, type DojOverview } from '@fieldbook/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { useSubmitToDoj } from './submit-now.tsx';

type StopLink = { id: string; incident_number: string; send?: DojErrorStopSend };

const SEND_HINTS: Record<DojErrorStopSend, string> = {
  ready: 'Amended: can be sent',
  amend_first: 'Amend it first',
  in_review: 'Amended, waiting for review',
  in_batch: 'Being sent',
};

/** The stops chosen to send now; absent where nothing can be sent (no DOJ connection), so no checkbox is shown. */
export interface StopSelection {
  chosen: ReadonlySet<string>;
  choose: (ids: readonly string[], on: boolean) => void;
}

const canSend = (stop: StopLink) => stop.send === undefined || stop.send === 'ready';

function StopButtons({
  stops,
  onOpen,
  selection,
}: {
  stops: readonly StopLink[];
  onOpen: (incidentNumber: string) => void;
  selection?: StopSelection | undefined;
}) {
  const hintId = useId();
  return (
    <ul className="doj-stops">
      {stops.map((stop) => (
        <li key={stop.id} className="doj-stop">
          {selection ? (
            <input
              type="checkbox"
              className="doj-check"
              aria-label={stop.incident_number}
              aria-describedby={stop.send === undefined ? undefined : `${hintId}-${stop.id}`}
              checked={canSend(stop) && selection.chosen.has(stop.id)}
              disabled={!canSend(stop)}
              onChange={(event) => selection.choose([stop.id], event.target.checked)}
            />
          ) : null}
          <button type="button" className="doj-link-button" onClick={() => onOpen(stop.incident_number)}>
            {stop.incident_number}
          </button>
          {stop.send === undefined ? null : (
            <span id={`${hintId}-${stop.id}`} className="doj-stop-hint">
              {SEND_HINTS[stop.send]}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

/** 'Select all' of a group: its stops that can be sent; mixed while only some are chosen, off when none can be sent. */
function SelectAll({ stops, selection, describedBy }: { stops: readonly StopLink[]; selection: StopSelection; describedBy: string }) {
  const ids = stops.filter(canSend).map((stop) => stop.id);
  const count = ids.filter((id) => selection.chosen.has(id)).length;
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (box.current) box.current.indeterminate = count > 0 && count < ids.length;
  }, [count, ids.length]);
  return (
    <label className="doj-select-all">
      <input
        ref={box}
        type="checkbox"
        className="doj-check"
        aria-describedby={describedBy}
        checked={ids.length > 0 && count === ids.length}
        disabled={ids.length === 0}
        onChange={(event) => selection.choose(ids, event.target.checked)}
      />
      Select all
    </label>
  );
}

/** The DOJ's errors on the year's Failed stops, grouped by its message, each with the stops it names (issue 26). */
export function DojErrors({
  errors,
  onOpen,
  selection,
}: {
  errors: DojOverview['errors'];
  onOpen: (incidentNumber: string) => void;
  selection?: StopSelection | undefined;
}) {
  const groupId = useId();
  return (
    <section aria-labelledby="doj-errors-title">
      <h2 id="doj-errors-title" className="doj-section-title">
        Errors from the DOJ
      </h2>
      {errors.length === 0 ? (
        <p className="empty-state">The DOJ has named no error in this year's stops.</p>
      ) : (
        <ul className="doj-error-groups">
          {errors.map((group, index) => (
            <li key={group.message}>
              <p id={`${groupId}-${index}`} className="doj-error-message">
                {group.message}
              </p>
              {selection ? <SelectAll stops={group.stops} selection={selection} describedBy={`${groupId}-${index}`} /> : null}
              <StopButtons stops={group.stops} onOpen={onOpen} selection={selection} />
            </li>
          ))}
        </ul>
      )}
      <p className="doj-hint">Open a stop and amend it: the change goes to the DOJ with the next batch, or choose it and send it now.</p>
    </section>
  );
}

/** Stops held back because the DOJ would refuse them, with the reasons (issue 26). */
export function NotSendableList({
  stops,
  onOpen,
  selection,
}: {
  stops: DojOverview['not_sendable'];
  onOpen: (incidentNumber: string) => void;
  selection?: StopSelection | undefined;
}) {
  return (
    <section aria-labelledby="doj-not-sendable-title">
      <h2 id="doj-not-sendable-title" className="doj-section-title">
        Not sendable
      </h2>
      {stops.length === 0 ? (
        <p className="empty-state">No stop is held back.</p>
      ) : (
        <>
          {selection ? <SelectAll stops={stops} selection={selection} describedBy="doj-not-sendable-title" /> : null}
          <ul className="doj-error-groups">
            {stops.map((stop) => (
              <li key={stop.id}>
                <StopButtons stops={[stop]} onOpen={onOpen} selection={selection} />
                <ul className="doj-reasons">
                  {stop.reasons.map((reason) => (
                    <li key={reason}>{reason}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/**
 * The DOJ's errors and the stops held back, with a checkbox per stop that can be sent when `canSubmit`, and 'Submit
 * selected now': a batch of the chosen stops (the server sends those it may and the outcome says how many it did not).
 */
export function DojStopLists({
  errors,
  notSendable,
  onOpen,
  canSubmit,
}: {
  errors: DojOverview['errors'];
  notSendable: DojOverview['not_sendable'];
  onOpen: (incidentNumber: string) => void;
  canSubmit: boolean;
}) {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const { submit, isPending, failure } = useSubmitToDoj(() => setChosen(new Set()));
  const selection: StopSelection = {
    chosen,
    choose: (ids, on) =>
      setChosen((current) => {
        const next = new Set(current);
        for (const id of ids) on ? next.add(id) : next.delete(id);
        return next;
      }),
  };
  // Only what is on the page now and can be sent: a stop sent or changed since it was chosen is left out.
  const shown = [...errors.flatMap((group) => group.stops), ...notSendable].filter(canSend).map((stop) => stop.id);
  const reportIds = [...new Set(shown.filter((id) => chosen.has(id)))];
  const offered = canSubmit && shown.length > 0;
  const tooMany = reportIds.length > DOJ_SUBMIT_MAX_STOPS;

  return (
    <div className="doj-selectable">
      <DojErrors errors={errors} onOpen={onOpen} selection={canSubmit ? selection : undefined} />
      <NotSendableList stops={notSendable} onOpen={onOpen} selection={canSubmit ? selection : undefined} />
      {offered ? (
        <form
          className="doj-selection"
          aria-label="Chosen stops"
          onSubmit={(event) => {
            event.preventDefault();
            if (reportIds.length > 0 && !tooMany) submit({ report_ids: reportIds });
          }}
        >
          <p className="doj-selection-count">
            {reportIds.length === 0 ? 'No stop chosen' : `${reportIds.length} ${reportIds.length === 1 ? 'stop' : 'stops'} chosen`}
          </p>
          {tooMany ? <p>Choose at most {DOJ_SUBMIT_MAX_STOPS.toLocaleString('en-US')} stops at a time.</p> : null}
          <button type="submit" className="button button-primary" disabled={isPending || reportIds.length === 0 || tooMany}>
            {isPending ? <span className="spinner" aria-hidden="true" /> : null}
            Submit selected now
          </button>
          {failure ? <p role="alert">{failure}</p> : null}
        </form>
      ) : null}
    </div>
  );
}
