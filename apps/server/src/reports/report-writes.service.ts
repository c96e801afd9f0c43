import {
  AMEND_REASON_REQUIRED_MESSAGES,
  amendReasonRequirement,
  canAmendReport,
  checkAmendReason,
  collaboratorIds,
  type DojTables,
  deriveReportListFacts,
  diffReports,
  ERROR_CODES,
  hasReportChanged,
  nextReviewState,
  type ReportListFacts,
  reportPartsHiddenFrom,
  type StateConfiguration,
  toLocalDateTime,
  validateReport,
} from '@fieldbook/domain';
import { recordAuditEvent } from '../accounts/auth.repo.ts';
import { markDaysDirty, writeAnalyticsFacts } from '../analytics/analytics-facts.repo.ts';
import type { ConfigurationStore } from '../configurations/configuration-store.ts';
import type { Database, Queryable } from '../db/database.ts';
import { withTenant } from '../db/tenant.ts';
import type { DojTablesService } from '../doj-tables/doj-tables.service.ts';
import { agencyOf, type Caller } from '../http/authenticate.ts';
import { badRequest, forbidden, HttpError, notFound } from '../http/http-error.ts';
import {
  adjustDailyTotals,
  type DailyShares,
  type ReportRowWrite,
  readDailyShares,
  writeListFacts,
} from '../lists/report-list-facts.repo.ts';
import { rememberProfileOfFiledReport } from '../report-profile/report-profile.service.ts';
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

/** The report checked by the rules engine; issues under `keptParts` (kept as stored, not the caller's to fix) do not count. */
function validated(
  body: unknown,
  config: StateConfiguration,
  caller: Caller,
  mode: 'create' | 'amend',
  tables: DojTables | undefined,
  keptParts: readonly string[] = [],
) {
  const { timezone, contactTypes } = agencySettings(caller);
  const checked = validateReport(body, { config, timeZone: timezone, contactTypes, now: new Date(), mode, tables });
  const isKept = (path: string) => keptParts.some((part) => path === part || path.startsWith(`${part}.`));
  const issues = checked.issues.filter((issue) => !isKept(issue.path));
  if (issues.length > 0) throw badRequest(ERROR_CODES.validation, issues);
  return checked.report;
}

const generalOf = (report: Record<string, unknown>) => report.general_information as Record<string, unknown>;

/**
 * Creates and amends reports with the rules engine the browser runs (packages/domain), inside one tenant
 * transaction each. Create is idempotent on the device-made id: the same payload again gets the same answer,
 * a different payload with that id a 409.
 */
export function createReportWrites(db: Database, configurations: ConfigurationStore, dojTables: DojTablesService) {
  /** The report as it will be stored: checked by the rules engine (with the agency's DOJ tables), and stamped with who wrote it. */
  async function prepareCreate(caller: Caller, body: unknown) {
    const config = configurations.get(agencySettings(caller).configurationFile);
    const agencyId = agencyOf(caller);
    const tables = await withTenant(db, agencyId, (tx) => dojTables.tablesFor(tx, agencyId, config));
    const report = validated(body, config, caller, 'create', tables);
    // A retry is told from another report by what the device sent (normalised), not by what the server derived from
    // it: the author's name or title, the agency's areas, tags and members may change between an upload whose answer
    // was lost and its retry, days later from a phone that was offline.
    const submittedHash = repo.hashPayload(report);
    Object.assign(generalOf(report), {
      officer_name: caller.name,
      officer_id_number: caller.officerId,
      created_by_user: { title: caller.title ? { name: caller.title } : null, groups: [] },
    });
    return { report, config, submittedHash };
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

  async function create(caller: Caller, body: unknown): Promise<WriteResult> {
    const agencyId = agencyOf(caller);
    const { report, config, submittedHash } = await prepareCreate(caller, body);
    const general = generalOf(report);
    const id = report.id as string;
    const incidentNumber = general.incident_number as string;
    // With the agency's review on, a new report waits for a supervisor; with it off it is approved (issue 25).
    const reviewState = nextReviewState(null, 'create', agencySettings(caller).reviewRequired) ?? 'approved';
    return withTenant(db, agencyId, async (tx) => {
      // Foreign areas, tags and officers go before the list facts and collaborators are derived (issue 23).
      await resolveReportReferences(tx, agencyId, report, config);
      const collaborators = collaboratorIds(report, config);
      const listFacts = deriveReportListFacts(report, config);
      const inserted = await repo.insertReport(
        tx,
        agencyId,
        {
          id,
          incidentNumber,
          authorId: caller.userId,
          contactType: general.type as string,
          incidentDate: general.date as string,
          payload: report,
          submittedHash,
          collaboratorIds: collaborators,
          listFacts,
          reviewState,
        },
        caller.sourceIp,
      );
      if (inserted) {
        if (reviewState === 'pending_review') await auditSubmitted(tx, caller, agencyId, id);
        const written = { authorId: caller.userId, facts: listFacts, write: 'new' } as const;
        const { timezone } = agencySettings(caller);
        // The author's report details follow what they file (issue 24, docs/decisions.md); before the shared rows.
        const reportDay = toLocalDateTime(new Date(general.date as string), timezone).date;
        await rememberProfileOfFiledReport(tx, agencyId, caller.userId, general.state_related, config, reportDay);
        await recordListFacts(tx, agencyId, report, written, config, timezone);
        return { id, incident_number: incidentNumber, version: 0, created_at: inserted.created_at.toISOString() };
      }
      // Nothing inserted: this id was uploaded before (a retry: same answer, or a different report: 409), another
      // report of the agency has this incident number, or the id is another agency's (ids are unique everywhere: 409).
      const existing = await repo.findReportById(tx, agencyId, id);
      if (existing) return sameUploadAgain(existing, submittedHash, report);
      if (await repo.isIncidentNumberTaken(tx, agencyId, incidentNumber, id)) throw badRequest(ERROR_CODES.createdReportAlreadyExists);
      throw new HttpError(409, 'REPORT_ID_CONFLICT');
    });
  }

  /** The stored fingerprint is of what the device sent; rows from before that kept the stored payload's (both match). */
  /** The audit row of a report entering review (created, or amended after a return): who, which report, from where. */
  function auditSubmitted(tx: Queryable, caller: Caller, agencyId: string, reportId: string) {
    return recordAuditEvent(tx, {
      action: 'report.submit_for_review',
      outcome: 'success',
      userId: caller.userId,
      sourceIp: caller.sourceIp,
      agencyId,
      objectId: reportId,
    });
  }

  function sameUploadAgain(existing: repo.StoredReport, submittedHash: string, report: Record<string, unknown>): WriteResult {
    const isSame = existing.created_payload_hash === submittedHash || existing.created_payload_hash === repo.hashPayload(report);
    if (!isSame) throw new HttpError(409, 'REPORT_ID_CONFLICT');
    return { id: existing.id, incident_number: existing.incident_number, version: 0, created_at: existing.created_at.toISOString() };
  }

  /**
   * 409 REPORT_VERSION_CONFLICT with the report as it is now (what the caller's role may see of it), so the editor can
   * see what changed since their base version and re-apply their own changes on top (issue 25).
   */
  function versionConflict(caller: Caller, stored: repo.StoredReport): HttpError {
    const report = { ...stored.payload };
    for (const part of reportPartsHiddenFrom(caller.role)) delete report[part];
    const current = { version: stored.version, updated_at: stored.updated_at.toISOString(), report };
    return new HttpError(409, ERROR_CODES.reportVersionConflict, undefined, undefined, { current });
  }

  /**
   * Amends a report (reports.md §4). The row is locked first (select ... for update), so concurrent amends of one report
   * queue: each checks `base_version` against the version the one before it wrote, and only the first of those based on
   * the same version writes; the others get 409 with the current version and write nothing (issue 25, 'No lost edits').
   * The new version carries the reason and the field-level changes from the previous one (domain diffReports).
   */
  async function amend(caller: Caller, incidentNumber: string, body: unknown): Promise<WriteResult> {
    const agencyId = agencyOf(caller);
    const { base_version: baseVersion, reason: givenReason, ...reportBody } = body as { base_version?: number; reason?: unknown };
    const reasonMessage = checkAmendReason(givenReason);
    if (reasonMessage) throw badRequest(ERROR_CODES.validation, [{ path: 'reason', message: reasonMessage }]);
    const reason = typeof givenReason === 'string' ? givenReason.trim() : null;
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
      if (baseVersion !== undefined && baseVersion !== stored.version) throw versionConflict(caller, stored);
      // Review (issue 25): a returned or pending report goes (back) to pending; an approved one stays approved, and
      // with review on its amend says why.
      const { reviewRequired } = agencySettings(caller);
      // A stop the DOJ accepted is changed only with a reason too (issue 26): the change goes to the DOJ as a U record.
      // The form requires the reason by the same rule.
      const requirement = amendReasonRequirement({ reviewState: stored.review_state, dojStatus: stored.doj_status }, reviewRequired);
      if (requirement && reason === null)
        throw badRequest(ERROR_CODES.validation, [{ path: 'reason', message: AMEND_REASON_REQUIRED_MESSAGES[requirement] }]);
      const reviewState = nextReviewState(stored.review_state, 'amend', reviewRequired) ?? stored.review_state;
      const config = configurations.get(agencySettings(caller).configurationFile);
      // What the amender's role can neither see nor change (complaints and investigations for an officer) keeps its
      // stored value, whatever was sent: absent, empty or changed (issue 24). The rules see the report as it will be
      // stored, and the stored parts are written back exactly as they were.
      const keptParts = reportPartsHiddenFrom(caller.role);
      const input: Record<string, unknown> = { ...reportBody, id: stored.id };
      for (const part of keptParts) input[part] = stored.payload[part];
      const report = validated(input, config, caller, 'amend', await dojTables.tablesFor(tx, agencyId, config), keptParts);
      for (const part of keptParts) {
        if (stored.payload[part] === undefined) delete report[part];
        else report[part] = stored.payload[part];
      }
      const general = generalOf(report);
      const storedGeneral = generalOf(stored.payload);
      // Authorship stays the original author's.
      for (const key of ['officer_name', 'officer_id_number', 'created_by_user'] as const) general[key] = storedGeneral[key];
      // The case page's token is the report's for good: an amend cannot change it.
      if (stored.payload.public_token === undefined) delete report.public_token;
      else report.public_token = stored.payload.public_token;
      await resolveReportReferences(tx, agencyId, report, config, stored.payload);
      if (!hasReportChanged(stored.payload, report)) {
        return {
          id: stored.id,
          incident_number: stored.incident_number,
          version: stored.version,
          created_at: stored.updated_at.toISOString(),
        };
      }
      const newNumber = general.incident_number as string;
      const isRenumbered = newNumber !== stored.incident_number;
      // Any case: 'audf-1' is taken when another report is 'AUDF-1' (issue 24); the report's own number may change case.
      if (isRenumbered && (await repo.isIncidentNumberTaken(tx, agencyId, newNumber, stored.id))) {
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
        reviewState,
      });
      if (reviewState === 'pending_review') await auditSubmitted(tx, caller, agencyId, stored.id);
      if (isRenumbered) await repo.holdIncidentNumberKey(tx, agencyId, stored.incident_number);
      const { timezone } = agencySettings(caller);
      const changes = diffReports(stored.payload, report, { config, timeZone: timezone });
      await repo.insertVersion(tx, agencyId, { reportId: stored.id, version, authorId: caller.userId, payload: report, reason, changes });
      const written = { authorId: stored.author_id, facts: listFacts, write: 'rewritten', previous } as const;
      await recordListFacts(tx, agencyId, report, written, config, timezone);
      await recordAuditEvent(tx, {
        action: 'report.amend',
        outcome: 'success',
        userId: caller.userId,
        sourceIp: caller.sourceIp,
        agencyId,
        objectId: stored.id,
        // The officer's own words on why, beside counts; the changed values stay in the version, not in the audit trail.
        details: { version, base_version: baseVersion ?? null, reason, changes: changes.length },
      });
      return { id: stored.id, incident_number: newNumber, version, created_at: updatedAt.toISOString() };
    });
  }

  return { create, amend };
}
