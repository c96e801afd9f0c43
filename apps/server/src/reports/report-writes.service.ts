import {
  canAmendReport,
  collaboratorIds,
  deriveReportListFacts,
  ERROR_CODES,
  hasReportChanged,
  type ReportListFacts,
  type StateConfiguration,
  validateReport,
} from '@fieldbook/domain';
import { recordAuditEvent } from '../accounts/auth.repo.ts';
import { markDaysDirty, writeAnalyticsFacts } from '../analytics/analytics-facts.repo.ts';
import type { ConfigurationStore } from '../configurations/configuration-store.ts';
import type { Database, Queryable } from '../db/database.ts';
import { withTenant } from '../db/tenant.ts';
import { agencyOf, type Caller } from '../http/authenticate.ts';
import { badRequest, forbidden, HttpError, notFound } from '../http/http-error.ts';
import {
  adjustDailyTotals,
  type DailyShares,
  type ReportRowWrite,
  readDailyShares,
  writeListFacts,
} from '../lists/report-list-facts.repo.ts';
import { resolveReportReferences } from './report-references.ts';
import * as repo from './reports.repo.ts';

export interface WriteResult {
  id: string;
  incident_number: string;
  version: number;
  created_at: string;
}

/** The caller's agency settings; a user without an agency is not a member (accounts.md §8). */
function agencySettings(caller: Caller) {
  agencyOf(caller);
  if (!caller.agency) throw badRequest('USER_NOT_AN_AGENCY_MEMBER');
  return caller.agency;
}

function validated(body: unknown, config: StateConfiguration, caller: Caller, mode: 'create' | 'amend') {
  const { timezone, contactTypes } = agencySettings(caller);
  const { report, issues } = validateReport(body, { config, timeZone: timezone, contactTypes, now: new Date(), mode });
  if (issues.length > 0) throw badRequest(ERROR_CODES.validation, issues);
  return report;
}

const generalOf = (report: Record<string, unknown>) => report.general_information as Record<string, unknown>;

/**
 * Creates and amends reports with the rules engine the browser runs (packages/domain), inside one tenant
 * transaction each. Create is idempotent on the device-made id: the same payload again gets the same answer,
 * a different payload with that id a 409.
 */
export function createReportWrites(db: Database, configurations: ConfigurationStore) {
  /** The report as it will be stored: checked by the rules engine, and stamped with who wrote it. */
  function prepareCreate(caller: Caller, body: unknown) {
    const config = configurations.get(agencySettings(caller).configurationFile);
    const report = validated(body, config, caller, 'create');
    Object.assign(generalOf(report), {
      officer_name: caller.name,
      officer_id_number: caller.officerId,
      created_by_user: { title: caller.title ? { name: caller.title } : null, groups: [] },
    });
    return { report, collaborators: collaboratorIds(report, config), listFacts: deriveReportListFacts(report, config), config };
  }

  /**
   * The list and analytics facts of a report just written, and its place in the daily totals, in the same transaction.
   * The rows every report of a day shares (its daily totals, its out-of-date mark) come last, in that order: they are
   * locked until the commit, so taking them last keeps concurrent writes from queuing on them for long.
   */
  async function recordListFacts(
    tx: Queryable,
    agencyId: string,
    report: Record<string, unknown>,
    written: { authorId: string; facts: ReportListFacts; write: ReportRowWrite; previous?: DailyShares },
    config: StateConfiguration,
    timeZone: string,
  ) {
    const id = report.id as string;
    const { authorId, facts, write, previous } = written;
    await writeListFacts(tx, agencyId, [{ id, authorId, incidentDate: generalOf(report).date as string, facts }], write);
    const days = await writeAnalyticsFacts(tx, agencyId, [{ id, authorId, payload: report }], config, timeZone, {
      markDirty: false,
      write,
    });
    await adjustDailyTotals(tx, agencyId, [id], previous);
    await markDaysDirty(tx, agencyId, days);
  }

  function create(caller: Caller, body: unknown): Promise<WriteResult> {
    const agencyId = agencyOf(caller);
    const { report, collaborators, listFacts, config } = prepareCreate(caller, body);
    const general = generalOf(report);
    const id = report.id as string;
    const incidentNumber = general.incident_number as string;
    return withTenant(db, agencyId, async (tx) => {
      await resolveReportReferences(tx, agencyId, report);
      const inserted = await repo.insertReport(tx, agencyId, {
        id,
        incidentNumber,
        authorId: caller.userId,
        contactType: general.type as string,
        incidentDate: general.date as string,
        payload: report,
        collaboratorIds: collaborators,
        listFacts,
      });
      if (inserted) {
        const written = { authorId: caller.userId, facts: listFacts, write: 'new' } as const;
        await recordListFacts(tx, agencyId, report, written, config, agencySettings(caller).timezone);
        return { id, incident_number: incidentNumber, version: 0, created_at: inserted.created_at.toISOString() };
      }
      // Nothing inserted: this id was uploaded before (a retry: same answer, or a different report: 409), another
      // report of the agency has this incident number, or the id is another agency's (ids are unique everywhere: 409).
      const existing = await repo.findReportById(tx, agencyId, id);
      if (existing) return sameUploadAgain(existing, report);
      if (await repo.isIncidentNumberTaken(tx, agencyId, incidentNumber, id)) throw badRequest(ERROR_CODES.createdReportAlreadyExists);
      throw new HttpError(409, 'REPORT_ID_CONFLICT');
    });
  }

  function sameUploadAgain(existing: repo.StoredReport, report: Record<string, unknown>): WriteResult {
    if (existing.created_payload_hash !== repo.hashPayload(report)) throw new HttpError(409, 'REPORT_ID_CONFLICT');
    return { id: existing.id, incident_number: existing.incident_number, version: 0, created_at: existing.created_at.toISOString() };
  }

  async function amend(caller: Caller, incidentNumber: string, body: unknown): Promise<WriteResult> {
    const agencyId = agencyOf(caller);
    return withTenant(db, agencyId, async (tx) => {
      const stored = await repo.lockReportByIncidentNumber(tx, agencyId, incidentNumber);
      if (!stored) throw notFound();
      if (
        !canAmendReport(
          { id: caller.userId, role: caller.role },
          { authorId: stored.author_id, authorRolePriority: stored.author_role_priority },
        )
      ) {
        throw forbidden();
      }
      const config = configurations.get(agencySettings(caller).configurationFile);
      const report = validated({ ...(body as object), id: stored.id }, config, caller, 'amend');
      const general = generalOf(report);
      const storedGeneral = generalOf(stored.payload);
      // Authorship stays the original author's.
      for (const key of ['officer_name', 'officer_id_number', 'created_by_user'] as const) general[key] = storedGeneral[key];
      // The case page's token is the report's for good: an amend cannot change it.
      if (stored.payload.public_token === undefined) delete report.public_token;
      else report.public_token = stored.payload.public_token;
      await resolveReportReferences(tx, agencyId, report);
      if (!hasReportChanged(stored.payload, report)) {
        return {
          id: stored.id,
          incident_number: stored.incident_number,
          version: stored.version,
          created_at: stored.updated_at.toISOString(),
        };
      }
      const newNumber = general.incident_number as string;
      if (newNumber !== stored.incident_number && (await repo.isIncidentNumberTaken(tx, agencyId, newNumber, stored.id))) {
        throw badRequest(ERROR_CODES.createdReportAlreadyExists);
      }
      const version = stored.version + 1;
      const listFacts = deriveReportListFacts(report, config);
      // What the report counts in the daily rollups now, read without a lock; the write's end moves the difference.
      const previous = await readDailyShares(tx, agencyId, [stored.id]);
      const updatedAt = await repo.updateReport(tx, agencyId, {
        id: stored.id,
        version,
        incidentNumber: newNumber,
        contactType: general.type as string,
        incidentDate: general.date as string,
        payload: report,
        collaboratorIds: collaboratorIds(report, config),
        listFacts,
      });
      await repo.insertVersion(tx, agencyId, stored.id, version, caller.userId, report);
      const written = { authorId: stored.author_id, facts: listFacts, write: 'rewritten', previous } as const;
      await recordListFacts(tx, agencyId, report, written, config, agencySettings(caller).timezone);
      await recordAuditEvent(tx, { action: 'report.amend', outcome: 'success', userId: caller.userId, agencyId, objectId: stored.id });
      return { id: stored.id, incident_number: newNumber, version, created_at: updatedAt.toISOString() };
    });
  }

  return { create, amend };
}
