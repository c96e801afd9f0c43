import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { ScaleReport } from './scale-reports.ts';

/**
 * report_daily_facets of the loaded reports, counted as they are generated (what adjustDailyTotals adds report by
 * report: each citizen value some person of a report has, by local day and contact type), so a load does not
 * aggregate millions of people again at the end.
 */
export class DailyFacetCounts {
  private readonly counts = new Map<string, [number, number, number, number]>();
  private readonly days = new Map<string, string>();
  private readonly format: Intl.DateTimeFormat;

  constructor(timeZone: string) {
    this.format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  }

  /** The local day of an instant; US zones are whole hours from UTC, so one look-up per hour. */
  private dayOf(iso: string): string {
    const hour = iso.slice(0, 13);
    let day = this.days.get(hour);
    if (!day) {
      day = this.format.format(new Date(iso));
      this.days.set(hour, day);
    }
    return day;
  }

  add(report: ScaleReport): void {
    const { facts } = report;
    const day = this.dayOf(report.incidentDate);
    for (const facet of new Set(facts.people.flatMap((person) => person.facets))) {
      const key = `${facet}\t${report.contactType}\t${day}`;
      const count = this.counts.get(key) ?? [0, 0, 0, 0];
      count[0]++;
      if (facts.isUseOfForce) count[1]++;
      if (facts.hasComplaints) count[2]++;
      if (facts.hasConsentSearch) count[3]++;
      this.counts.set(key, count);
    }
  }

  /** Adds the counts to the agency's rows (a top-up run adds to what an earlier run counted), in one transaction. */
  async write(client: pg.ClientBase, agencyId: string): Promise<void> {
    await client.query('begin');
    try {
      await client.query(
        'create temp table loaded_facets (facet text, contact_type text, day date, total int, uof int, complaints int, consent_searches int) on commit drop',
      );
      const copyText = (value: string) =>
        value.replace(/[\\\n\r\t]/g, (c) => (c === '\\' ? '\\\\' : c === '\n' ? '\\n' : c === '\r' ? '\\r' : '\\t'));
      const rows = [...this.counts].map(([key, count]) => {
        const [facet = '', type = '', day = ''] = key.split('\t');
        return `${copyText(facet)}\t${copyText(type)}\t${day}\t${count.join('\t')}\n`;
      });
      function* pieces() {
        for (let start = 0; start < rows.length; start += 1000) yield rows.slice(start, start + 1000).join('');
      }
      await pipeline(Readable.from(pieces()), client.query(copyFrom('copy loaded_facets from stdin')));
      await client.query(
        `insert into report_daily_facets as t (agency_id, facet, contact_type, day, total, uof, complaints, consent_searches)
         select $1, facet, contact_type, day, total, uof, complaints, consent_searches from loaded_facets order by 2, 3, 4
         on conflict (agency_id, facet, contact_type, day) do update
            set total = t.total + excluded.total, uof = t.uof + excluded.uof, complaints = t.complaints + excluded.complaints,
                consent_searches = t.consent_searches + excluded.consent_searches`,
        [agencyId],
      );
      await client.query('commit');
    } catch (error) {
      await client.query('rollback').catch(() => {});
      throw error;
    }
  }
}
