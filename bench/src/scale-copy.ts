import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PRODUCT_VERSION } from '@fieldbook/domain';
import { LIST_FACTS_VERSION } from '@fieldbook/server/kit';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { ScaleReport } from './scale-reports.ts';

/** COPY text format: backslash, newline, carriage return and tab escaped. */
const text = (value: string) =>
  /[\\\n\r\t]/.test(value)
    ? value.replace(/[\\\n\r\t]/g, (c) => (c === '\\' ? '\\\\' : c === '\n' ? '\\n' : c === '\r' ? '\\r' : '\\t'))
    : value;
const uuidArray = (ids: readonly string[]) => `{${ids.join(',')}}`;
const textArray = (values: readonly string[]) => text(`{${values.map((value) => `"${value.replace(/["\\]/g, '\\$&')}"`).join(',')}}`);
const bool = (value: boolean) => (value ? 't' : 'f');

/**
 * The rows of a batch of reports in COPY text format, one string per table: what insertReportBatch writes
 * (reports with created_at = updated_at = incident date, version 0) plus what writeListFacts writes (the filter
 * columns, report_labels with each area and tag, report_officers with the author and each other listed officer,
 * report_people, report_search) for the same reports.
 */
export class CopyBatch {
  readonly reports: string[] = [];
  readonly versions: string[] = [];
  readonly officers: string[] = [];
  readonly people: string[] = [];
  readonly labels: string[] = [];
  readonly search: string[] = [];
  count = 0;

  constructor(readonly agencyId: string) {}

  add(report: ScaleReport): void {
    const { agencyId } = this;
    const { facts, id, authorId, incidentDate } = report;
    const payload = text(report.json);
    this.reports.push(
      `${agencyId}\t${id}\t${text(report.incidentNumber)}\t${authorId}\t${text(report.contactType)}\t${incidentDate}\t${payload}\t${report.hash}\t${incidentDate}\t${incidentDate}\t${uuidArray(facts.collaboratorIds)}\t${bool(facts.isUseOfForce)}\t${bool(facts.hasComplaints)}\t${bool(facts.hasInvestigations)}\t${bool(facts.hasConsentSearch)}\t${uuidArray(facts.areaIds)}\t${uuidArray(facts.tagIds)}\t${text(facts.searchText)}\t${LIST_FACTS_VERSION}\n`,
    );
    this.versions.push(`${agencyId}\t${id}\t0\t${authorId}\t${payload}\t${PRODUCT_VERSION}\t${incidentDate}\n`);
    this.officers.push(`${agencyId}\t${authorId}\t${id}\tt\t${incidentDate}\n`);
    for (const userId of facts.collaboratorIds)
      if (userId !== authorId) this.officers.push(`${agencyId}\t${userId}\t${id}\tf\t${incidentDate}\n`);
    const flags = `${text(report.contactType)}\t${bool(facts.isUseOfForce)}\t${bool(facts.hasComplaints)}\t${bool(facts.hasInvestigations)}\t${bool(facts.hasConsentSearch)}`;
    for (const [kind, ids] of [
      ['a', facts.areaIds],
      ['t', facts.tagIds],
    ] as const)
      for (const label of new Set(ids)) this.labels.push(`${agencyId}\t${id}\t${kind}\t${label}\t${incidentDate}\t${flags}\n`);
    this.search.push(
      `${agencyId}\t${id}\t${incidentDate}\t${text(facts.searchText)}\t${text(report.contactType)}\t${bool(facts.isUseOfForce)}\t${bool(facts.hasComplaints)}\t${bool(facts.hasConsentSearch)}\n`,
    );
    facts.people.forEach((person, index) => {
      this.people.push(`${agencyId}\t${id}\t${index}\t${person.age ?? '\\N'}\t${textArray(person.facets)}\n`);
    });
    this.count++;
  }
}

const COPY_SQL = {
  reports: `copy reports (agency_id, id, incident_number, author_id, contact_type, incident_date, payload, created_payload_hash, created_at,
    updated_at, collaborator_ids, is_use_of_force, has_complaints, has_investigations, has_consent_search, area_ids, tag_ids, search_text,
    list_facts_version) from stdin`,
  versions: 'copy report_versions (agency_id, report_id, version, author_id, payload, created_in_version, created_at) from stdin',
  officers: 'copy report_officers (agency_id, user_id, report_id, is_author, incident_date) from stdin',
  people: 'copy report_people (agency_id, report_id, person, age, facets) from stdin',
  labels: `copy report_labels (agency_id, report_id, kind, label, incident_date, contact_type, is_use_of_force, has_complaints,
    has_investigations, has_consent_search) from stdin`,
  search: `copy report_search (agency_id, report_id, incident_date, search_text, contact_type, is_use_of_force, has_complaints,
    has_consent_search) from stdin`,
} as const;

/** Streams rows into COPY in pieces of a few hundred rows (the socket is fed while the caller keeps generating). */
async function copyRows(client: pg.ClientBase, sql: string, rows: readonly string[]): Promise<void> {
  if (rows.length === 0) return;
  function* pieces() {
    for (let start = 0; start < rows.length; start += 500) yield rows.slice(start, start + 500).join('');
  }
  await pipeline(Readable.from(pieces()), client.query(copyFrom(sql)));
}

async function inTransaction(client: pg.ClientBase, work: () => Promise<void>): Promise<void> {
  await client.query('begin');
  try {
    await work();
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  }
}

/**
 * Writes batches on two connections in a two-stage pipeline: the reports of batch k commit on the first while the second
 * writes versions, officers, people and labels of batch k - 1 (whose reports are committed, so their foreign-key checks find them
 * without waiting). A run stopped between the stages leaves reports without version 0: `removeHalfWrittenReports`
 * deletes them before the next load.
 */
export class CopyPipeline {
  private reportsDone: Promise<void> = Promise.resolve();
  private detailsDone: Promise<void> = Promise.resolve();

  constructor(
    private readonly reportsClient: pg.ClientBase,
    private readonly detailsClient: pg.ClientBase,
  ) {}

  /** Waits until the previous batch's reports are in, then starts this one; answers without waiting for it. */
  async push(batch: CopyBatch): Promise<void> {
    await this.reportsDone;
    const reports = inTransaction(this.reportsClient, () => copyRows(this.reportsClient, COPY_SQL.reports, batch.reports));
    const previousDetails = this.detailsDone;
    const details = Promise.all([reports, previousDetails]).then(() =>
      inTransaction(this.detailsClient, async () => {
        await copyRows(this.detailsClient, COPY_SQL.versions, batch.versions);
        await copyRows(this.detailsClient, COPY_SQL.officers, batch.officers);
        await copyRows(this.detailsClient, COPY_SQL.people, batch.people);
        await copyRows(this.detailsClient, COPY_SQL.labels, batch.labels);
        await copyRows(this.detailsClient, COPY_SQL.search, batch.search);
      }),
    );
    // Failures surface from finish(); these only keep Node from reporting them as unhandled meanwhile.
    reports.catch(() => {});
    details.catch(() => {});
    this.reportsDone = reports;
    this.detailsDone = details;
    // Keep at most two batches in flight behind the one being generated.
    await previousDetails;
  }

  async finish(): Promise<void> {
    await this.reportsDone;
    await this.detailsDone;
  }
}

/** Deletes the agency's reports that have no version 0 (a run stopped between the two stages); answers how many. */
export async function removeHalfWrittenReports(client: pg.ClientBase, agencyId: string): Promise<number> {
  const result = await client.query(
    `delete from reports r where r.agency_id = $1
        and not exists (select 1 from report_versions v where v.agency_id = r.agency_id and v.report_id = r.id and v.version = 0)`,
    [agencyId],
  );
  return result.rowCount ?? 0;
}
