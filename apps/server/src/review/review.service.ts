import type {
  ApproveReportsResponse,
  GroupView,
  ReturnedReportsResponse,
  ReturnReportResponse,
  ReviewCountsResponse,
  ReviewQueueResponse,
  ReviewSettingsResponse,
} from '@fieldbook/contract';
import {
  type ApproveReportsInput,
  canReviewReport,
  ERROR_CODES,
  hasPermission,
  isReportFieldPath,
  MESSAGES,
  nextReviewState,
  REVIEW_MESSAGES,
  type ReturnReportInput,
} from '@fieldbook/domain';
import { recordAuditEvent } from '../accounts/auth.repo.ts';
import { GROUP_COLUMNS } from '../agency/catalog.repo.ts';
import type { ConfigurationStore } from '../configurations/configuration-store.ts';
import type { Database, Queryable } from '../db/database.ts';
import { withTenant } from '../db/tenant.ts';
import { agencyOf, type Caller } from '../http/authenticate.ts';
import { badRequest, forbidden, HttpError, notFound } from '../http/http-error.ts';
import { decodeKeysetCursor, encodeKeysetCursor } from '../http/keyset-cursor.ts';
import { adjustDailyTotals, readDailyShares } from '../lists/report-list-facts.repo.ts';
import type { Mailer } from '../mail/mailer.ts';
import * as repo from './review.repo.ts';
import { reportReturnedMail } from './review-mail.ts';

export interface ReviewDependencies {
  db: Database;
  configurations: ConfigurationStore;
  mailer: Mailer;
  publicUrl: string;
  log: { error(object: object, message: string): void };
}

/** The caller's reach as a reviewer: every author of the agency (managers, owners), or the members they supervise. */
async function reachOf(tx: Queryable, caller: Caller, agencyId: string): Promise<Set<string> | null> {
  if (hasPermission(caller.role, 'agency.reports.read')) return null;
  return repo.listSupervisedMemberIds(tx, agencyId, caller.userId);
}

const canReview = (caller: Caller, reach: Set<string> | null, authorId: string) =>
  canReviewReport({ id: caller.userId, role: caller.role, supervisedMemberIds: reach ?? new Set() }, authorId);

/** 409 REVIEW_CONFLICT: the reports not waiting for review, or changed since the version judged, as they are now. */
function reviewConflict(reports: repo.ReviewedReport[]): HttpError {
  return new HttpError(409, ERROR_CODES.reviewConflict, undefined, undefined, {
    reports: reports.map((report) => ({ incident_number: report.incident_number, state: report.review_state, version: report.version })),
  });
}

/**
 * Supervisor review (issue 25). Every decision runs in one tenant transaction under the reports' row locks (the same
 * lock an amend takes), so a report cannot be amended between the check of its version and its approval.
 */
export function createReviewService({ db, configurations, mailer, publicUrl, log }: ReviewDependencies) {
  /**
   * Locks the named reports and checks them in order: all exist in the caller's agency (404), the caller may review
   * each (403), each is pending at the version judged (409, naming every one that is not).
   */
  async function lockJudged(
    tx: Queryable,
    caller: Caller,
    agencyId: string,
    judged: ReadonlyArray<{ incident_number: string; version: number }>,
  ) {
    const keys = [...new Set(judged.map((entry) => entry.incident_number.toLowerCase()))];
    const reports = await repo.lockReportsForReview(tx, agencyId, keys);
    const byKey = new Map(reports.map((report) => [report.incident_number.toLowerCase(), report]));
    if (keys.some((key) => !byKey.has(key))) throw notFound();
    const reach = await reachOf(tx, caller, agencyId);
    if (reports.some((report) => !canReview(caller, reach, report.author_id))) throw forbidden();
    const stale = judged.flatMap((entry) => {
      const report = byKey.get(entry.incident_number.toLowerCase()) as repo.ReviewedReport;
      return report.review_state !== 'pending_review' || report.version !== entry.version ? [report] : [];
    });
    if (stale.length > 0) throw reviewConflict([...new Set(stale)]);
    return reports;
  }

  /** Moves the reports to `state` with the list facts and rollups in step, and audits each transition. */
  async function decide(
    tx: Queryable,
    caller: Caller,
    agencyId: string,
    reports: repo.ReviewedReport[],
    decision: { action: 'approve' | 'return'; note: string | null; fields: readonly string[] },
  ) {
    const state = nextReviewState('pending_review', decision.action, true);
    if (!state) throw new Error('a pending report has no next state');
    const ids = reports.map((report) => report.id);
    const previous = await readDailyShares(tx, agencyId, ids);
    await repo.setReviewState(tx, agencyId, ids, { state, reviewerId: caller.userId, note: decision.note, fields: decision.fields });
    await adjustDailyTotals(tx, agencyId, ids, previous);
    for (const report of reports)
      await recordAuditEvent(tx, {
        action: `report.${decision.action}`,
        outcome: 'success',
        userId: caller.userId,
        sourceIp: caller.sourceIp,
        agencyId,
        objectId: report.id,
        details: { version: report.version },
      });
  }

  /** 400 naming `body.fields.N` for a field that is not one of the report's configuration (or of an item it lacks). */
  async function checkReturnFields(tx: Queryable, caller: Caller, agencyId: string, reportId: string, fields: readonly string[]) {
    if (fields.length === 0) return;
    const configuration = configurations.get(caller.agency?.configurationFile ?? '');
    const payload = await repo.readReportPayload(tx, agencyId, reportId);
    const issues = fields.flatMap((path, index) =>
      isReportFieldPath(path, configuration, payload) ? [] : [{ path: `body.fields.${index}`, message: REVIEW_MESSAGES.unknownField }],
    );
    if (issues.length > 0) throw badRequest(ERROR_CODES.validation, issues);
  }

  return {
    /** Approves all the reports or none (each pending at the version judged). */
    async approve(caller: Caller, input: ApproveReportsInput): Promise<ApproveReportsResponse> {
      const agencyId = agencyOf(caller);
      return withTenant(db, agencyId, async (tx) => {
        const reports = await lockJudged(tx, caller, agencyId, input.reports);
        await decide(tx, caller, agencyId, reports, { action: 'approve', note: null, fields: [] });
        return { approved: reports.map((report) => ({ incident_number: report.incident_number, version: report.version })) };
      });
    },

    /** Returns one report to its author with a note (and the fields it names); one mail tells the author. */
    async returnReport(
      caller: Caller,
      incidentNumber: string,
      input: ReturnReportInput & { fields: string[] },
    ): Promise<ReturnReportResponse> {
      const agencyId = agencyOf(caller);
      const note = input.note.trim();
      const report = await withTenant(db, agencyId, async (tx) => {
        const [locked] = await lockJudged(tx, caller, agencyId, [{ incident_number: incidentNumber, version: input.version }]);
        if (!locked) throw notFound();
        await checkReturnFields(tx, caller, agencyId, locked.id, input.fields);
        await decide(tx, caller, agencyId, [locked], { action: 'return', note, fields: input.fields });
        return locked;
      });
      // After the commit: a mail server that fails does not undo the return (the officer sees it in the app).
      await mailer
        .send(reportReturnedMail({ to: report.author_email, incidentNumber: report.incident_number, reviewerName: caller.name, publicUrl }))
        .catch((error: unknown) => log.error({ err: error, report: report.id }, 'the returned-report mail was not sent'));
      return { state: 'returned', version: report.version };
    },

    async queue(
      caller: Caller,
      query: {
        group_id?: string | undefined;
        officer_id?: string | undefined;
        from?: string | undefined;
        to?: string | undefined;
        cursor?: string | undefined;
        limit: number;
      },
    ): Promise<ReviewQueueResponse> {
      const agencyId = agencyOf(caller);
      const after = decodeKeysetCursor(query.cursor);
      return withTenant(db, agencyId, async (tx) => {
        const reach = await reachOf(tx, caller, agencyId);
        const filter: repo.QueueFilter = {
          agencyId,
          timeZone: caller.agency?.timezone ?? 'UTC',
          authorIds: reach ? [...reach] : null,
          reviewerId: caller.userId,
          groupId: query.group_id,
          officerId: query.officer_id,
          from: query.from,
          to: query.to,
        };
        const rows = await repo.listQueue(tx, filter, { after, limit: query.limit + 1 });
        const page = rows.slice(0, query.limit);
        const last = page[page.length - 1];
        return {
          items: page.map((row) => ({
            id: row.id,
            incident_number: row.incident_number,
            version: row.version,
            type: row.contact_type,
            date: row.incident_date.toISOString(),
            submitted_at: row.review_submitted_at.toISOString(),
            author: { id: row.author_id, name: row.author_name, officer_id: row.author_officer_id },
            groups: row.groups,
          })),
          next_cursor: rows.length > query.limit && last ? encodeKeysetCursor(last.page_key, last.id) : null,
          total: await repo.countQueue(tx, filter),
        };
      });
    },

    /** The nav badges: waiting for the caller's review (0 without the permission), and the caller's returned reports. */
    async counts(caller: Caller): Promise<ReviewCountsResponse> {
      const agencyId = agencyOf(caller);
      return withTenant(db, agencyId, async (tx) => {
        let waiting = 0;
        if (hasPermission(caller.role, 'agency.reports.review')) {
          const reach = await reachOf(tx, caller, agencyId);
          const authorIds = reach ? [...reach] : null;
          const timeZone = caller.agency?.timezone ?? 'UTC';
          waiting = await repo.countQueue(tx, { agencyId, timeZone, authorIds, reviewerId: caller.userId });
        }
        return { waiting, returned_to_me: await repo.countReturned(tx, agencyId, caller.userId) };
      });
    },

    /** The caller's own returned reports with the reviewer's note: nobody else's. */
    async returned(caller: Caller): Promise<ReturnedReportsResponse> {
      const agencyId = agencyOf(caller);
      const rows = await withTenant(db, agencyId, (tx) => repo.listReturned(tx, agencyId, caller.userId));
      return {
        items: rows.map((row) => ({
          incident_number: row.incident_number,
          version: row.version,
          type: row.contact_type,
          date: row.incident_date.toISOString(),
          returned_at: row.reviewed_at.toISOString(),
          reviewer: { name: row.reviewer_name },
          note: row.review_note,
          fields: row.review_fields,
        })),
      };
    },

    /**
     * 'Reports need a supervisor's review'. Switched on, reports already filed keep their state (approved). Switched
     * off, nothing waits any more: the reports waiting for review or returned are approved (each audited as an approval
     * by whoever switched it off), so none is left where no list shows it and the DOJ never sends it.
     */
    async setReviewRequired(caller: Caller, isRequired: boolean): Promise<ReviewSettingsResponse> {
      const agencyId = agencyOf(caller);
      const approved = await withTenant(db, agencyId, async (tx) => {
        await repo.setAgencyReviewRequired(tx, agencyId, isRequired);
        const unsettled = isRequired ? [] : await repo.lockUnsettledReports(tx, agencyId);
        if (unsettled.length > 0) {
          const ids = unsettled.map((report) => report.id);
          const previous = await readDailyShares(tx, agencyId, ids);
          await repo.setReviewState(tx, agencyId, ids, { state: 'approved', reviewerId: caller.userId, note: null, fields: [] });
          await adjustDailyTotals(tx, agencyId, ids, previous);
          for (const report of unsettled)
            await recordAuditEvent(tx, {
              action: 'report.approve',
              outcome: 'success',
              userId: caller.userId,
              sourceIp: caller.sourceIp,
              agencyId,
              objectId: report.id,
              details: { version: report.version, review_switched_off: true },
            });
        }
        await recordAuditEvent(tx, {
          action: 'agency.review_settings.update',
          outcome: 'success',
          userId: caller.userId,
          sourceIp: caller.sourceIp,
          agencyId,
          objectId: agencyId,
          details: { review_required: isRequired, approved: unsettled.length },
        });
        return unsettled.length;
      });
      return { review_required: isRequired, approved };
    },

    /** Who supervises a group: members of the agency only (400 on user_ids otherwise); 404 for no such group. */
    async setGroupSupervisors(caller: Caller, groupId: string, userIds: string[]): Promise<GroupView> {
      const agencyId = agencyOf(caller);
      const wanted = [...new Set(userIds)];
      return withTenant(db, agencyId, async (tx) => {
        const members = new Set(await repo.findAgencyMemberIds(tx, agencyId, wanted));
        const strangers = wanted.findIndex((id) => !members.has(id));
        if (strangers >= 0)
          throw badRequest(ERROR_CODES.validation, [{ path: `body.user_ids.${strangers}`, message: MESSAGES.invalidValue }]);
        if (!(await repo.replaceGroupSupervisors(tx, agencyId, groupId, wanted))) throw notFound();
        await recordAuditEvent(tx, {
          action: 'group.supervisors.update',
          outcome: 'success',
          userId: caller.userId,
          sourceIp: caller.sourceIp,
          agencyId,
          objectId: groupId,
          details: { supervisors: wanted.length },
        });
        const [group] = await tx.query<GroupView>(`select ${GROUP_COLUMNS} from groups where agency_id = $1 and id = $2`, [
          agencyId,
          groupId,
        ]);
        if (!group) throw notFound();
        return group;
      });
    },
  };
}
