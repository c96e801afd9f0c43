import type { AuditEventView } from '@fieldbook/contract';
import { formatInstant } from './format-instant.ts';

const COLUMNS = ['Time', 'Action', 'Outcome', 'Who', 'About', 'Address'] as const;

/**
 * Explicit table roles: on a phone the rows reflow to cards (oversight.css), and a changed display makes Chromium and
 * Safari drop the native roles, so screen readers would lose the table.
 */
const ROLES = {
  table: { role: 'table' },
  rowgroup: { role: 'rowgroup' },
  row: { role: 'row' },
  columnheader: { role: 'columnheader' },
  cell: { role: 'cell' },
} as const;

const personLabel = (person: AuditEventView['actor'], fallback: string) => (person ? (person.name ?? person.id) : fallback);

/** The audit rows as a table; on a phone each row reflows to a card that names each cell. */
export function AuditTable({ events, timeZone }: { events: readonly AuditEventView[]; timeZone: string }) {
  return (
    <table className="audit-table" {...ROLES.table}>
      <caption className="visually-hidden">Audit log, newest first</caption>
      <thead {...ROLES.rowgroup}>
        <tr {...ROLES.row}>
          {COLUMNS.map((column) => (
            <th key={column} scope="col" {...ROLES.columnheader}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody {...ROLES.rowgroup}>
        {events.map((event) => (
          <tr key={event.id} {...ROLES.row}>
            <td {...ROLES.cell} data-label="Time">
              {formatInstant(event.occurred_at, timeZone)}
            </td>
            <td {...ROLES.cell} data-label="Action">
              <code>{event.action}</code>
            </td>
            <td {...ROLES.cell} data-label="Outcome" className={event.outcome === 'failure' ? 'audit-outcome-failure' : undefined}>
              {event.outcome === 'failure' ? 'Failure' : 'Success'}
            </td>
            <td {...ROLES.cell} data-label="Who">
              {personLabel(event.actor, 'System')}
            </td>
            <td {...ROLES.cell} data-label="About">
              {personLabel(event.target, '')}
            </td>
            <td {...ROLES.cell} data-label="Address">
              {event.source_ip ?? ''}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
