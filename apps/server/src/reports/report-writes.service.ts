import { canAmendReport, collaboratorIds, ERROR_CODES, hasReportChanged, type StateConfiguration, validateReport } from '@fieldbook/domain';
import { recordAuditEvent } from '../accounts/auth.repo.ts';
import type { ConfigurationStore } from '../configurations/configuration-store.ts';
import type { Database, Queryable } from '../db/database.ts';
import { withTenant } from '../db/tenant.ts';
import { agencyOf, type Caller } from '../http/authenticate.ts';
import { badRequest, forbidden, HttpError, notFound } from '../http/http-error.ts';
import * as repo from './reports.repo.ts';

export interface WriteResult {
  id: string;
  incident_number: string;
  version: number;
  created_at: string;
}

const UNIQUE_VIOLATION = '23505';
const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === UNIQUE_VIOLATION;

async function loadAuthor(tx: Queryable, agencyId: string, userId: string) {
  const author = await repo.findAuthor(tx, agencyId, userId);
  if (!author) throw badRequest('USER_NOT_AN_AGENCY_MEMBER');
  return author;
}

function validated(body: unknown, config: StateConfiguration, author: repo.ReportAuthor, mode: 'create' | 'amend') {
  const { report, issues } = validateReport(body, {
    config,
    timeZone: author.timezone,
    contactTypes: author.contact_types,
    now: new Date(),
    mode,
  });
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
  async function prepareCreate(tx: Queryable, agencyId: string, caller: Caller, body: unknown) {
    const author = await loadAuthor(tx, agencyId, caller.userId);
    const report = validated(body, configurations.get(author.configuration_file), author, 'create');
    Object.assign(generalOf(report), {
      officer_name: author.name,
      officer_id_number: author.officer_id,
      created_by_user: { title: author.title ? { name: author.title } : null, groups: [] },
    });
    return { report, collaborators: collaboratorIds(report, configurations.get(author.configuration_file)) };
  }

  async function create(caller: Caller, body: unknown): Promise<WriteResult> {
    const agencyId = agencyOf(caller);
    try {
      return await withTenant(db, agencyId, async (tx) => {
        const { report, collaborators } = await prepareCreate(tx, agencyId, caller, body);
        const general = generalOf(report);
        const id = report.id as string;
        const existing = await repo.findReportById(tx, agencyId, id);
        if (existing) return sameUploadAgain(existing, report);
        const incidentNumber = general.incident_number as string;
        if (await repo.isIncidentNumberTaken(tx, agencyId, incidentNumber, id)) throw badRequest(ERROR_CODES.createdReportAlreadyExists);
        const { created_at } = await repo.insertReport(tx, agencyId, {
          id,
          incidentNumber,
          authorId: caller.userId,
          contactType: general.type as string,
          incidentDate: general.date as string,
          payload: report,
          collaboratorIds: collaborators,
        });
        await recordAuditEvent(tx, { action: 'report.create', outcome: 'success', userId: caller.userId, agencyId });
        return { id, incident_number: incidentNumber, version: 0, created_at: created_at.toISOString() };
      });
    } catch (error) {
      // Two identical uploads racing: the loser finds the winner's row and answers as a retry would.
      if (!isUniqueViolation(error)) throw error;
      return withTenant(db, agencyId, async (tx) => {
        const id = (body as { id?: unknown }).id;
        const existing = typeof id === 'string' ? await repo.findReportById(tx, agencyId, id) : undefined;
        if (!existing) throw badRequest(ERROR_CODES.createdReportAlreadyExists);
        const { report } = await prepareCreate(tx, agencyId, caller, body);
        return sameUploadAgain(existing, report);
      });
    }
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
      const author = await loadAuthor(tx, agencyId, caller.userId);
      const config = configurations.get(author.configuration_file);
      const report = validated({ ...(body as object), id: stored.id }, config, author, 'amend');
      const general = generalOf(report);
      const storedGeneral = generalOf(stored.payload);
      // Authorship stays the original author's.
      for (const key of ['officer_name', 'officer_id_number', 'created_by_user'] as const) general[key] = storedGeneral[key];
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
      const updatedAt = await repo.updateReport(tx, agencyId, {
        id: stored.id,
        version,
        incidentNumber: newNumber,
        contactType: general.type as string,
        incidentDate: general.date as string,
        payload: report,
        collaboratorIds: collaboratorIds(report, config),
      });
      await repo.insertVersion(tx, agencyId, stored.id, version, caller.userId, report);
      await recordAuditEvent(tx, { action: 'report.amend', outcome: 'success', userId: caller.userId, agencyId });
      return { id: stored.id, incident_number: newNumber, version, created_at: updatedAt.toISOString() };
    });
  }

  return { create, amend };
}
