import { randomUUID } from 'node:crypto';
import type { DojOverview, DojSettingsBody, DojSettingsView, DojSubmitBody, dojSettingsBody } from '@fieldbook/contract';
import { dojDeadline } from '@fieldbook/domain';
import type { z } from 'zod';
import { recordAuditEvent } from '../accounts/auth.repo.ts';
import type { Database } from '../db/database.ts';
import { withTenant } from '../db/tenant.ts';
import { agencyOf, type Caller } from '../http/authenticate.ts';
import { badRequest, notFound } from '../http/http-error.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import * as repo from './doj-batches.repo.ts';
import type { DojCredentialSeal } from './doj-credentials.ts';
import * as overviewRepo from './doj-overview.repo.ts';
import { agencyForDoj } from './doj-send.job.ts';
import { findSettings, saveSettings } from './doj-settings.repo.ts';
import { DOJ_SEND_QUEUE } from './doj-submission.queue.ts';

export const DOJ_SETTINGS_AUDIT_ACTION = 'doj.settings.update';
export const DOJ_SUBMIT_AUDIT_ACTION = 'doj.batch.request';

export function createDojSubmissions(deps: { db: Database; jobs: JobQueue; seal: Promise<DojCredentialSeal> }) {
  const { db, jobs } = deps;

  return {
    async readSettings(caller: Caller): Promise<DojSettingsView> {
      const agencyId = agencyOf(caller);
      return withTenant(db, agencyId, async (tx) => {
        const stored = await findSettings(tx, agencyId);
        if (!stored) {
          const agency = await agencyForDoj(tx, agencyId);
          return {
            ori: agency.ori ?? '',
            environment: 'TEST',
            transport: 'sftp',
            host: null,
            port: 22,
            username: null,
            host_fingerprint: null,
            has_secret: false,
            schedule_enabled: false,
            schedule_hour: 2,
            is_configured: false,
          };
        }
        return {
          ori: stored.ori,
          environment: stored.environment,
          transport: stored.transport,
          host: stored.host,
          port: stored.port,
          username: stored.username,
          host_fingerprint: stored.host_fingerprint,
          has_secret: stored.sealed_credentials !== null,
          schedule_enabled: stored.schedule_enabled,
          schedule_hour: stored.schedule_hour,
          is_configured: stored.transport === 'portal' || stored.sealed_credentials !== null,
        };
      });
    },

    /** Saves the settings; a new password or key replaces the sealed one, none keeps it. Audited without the values. */
    async writeSettings(caller: Caller, body: z.output<typeof dojSettingsBody> & DojSettingsBody): Promise<DojSettingsView> {
      const agencyId = agencyOf(caller);
      const seal = await deps.seal;
      await withTenant(db, agencyId, async (tx) => {
        const stored = await findSettings(tx, agencyId);
        const secret = body.private_key ? { privateKey: body.private_key } : body.password ? { password: body.password } : null;
        const sealed = body.transport === 'portal' ? null : secret ? seal.seal(secret) : (stored?.sealed_credentials ?? null);
        if (body.transport === 'sftp' && !sealed)
          throw badRequest('VALIDATION_ERROR', [
            { path: 'body.password', message: 'Enter the password or the private key the DOJ gave you.' },
          ]);
        await saveSettings(tx, agencyId, caller.userId, {
          ori: body.ori,
          environment: body.environment,
          transport: body.transport,
          host: body.transport === 'sftp' ? body.host : null,
          port: body.port ?? 22,
          username: body.transport === 'sftp' ? body.username : null,
          sealed_credentials: sealed,
          host_fingerprint: body.transport === 'sftp' ? body.host_fingerprint : null,
          schedule_enabled: body.schedule_enabled ?? false,
          schedule_hour: body.schedule_hour ?? 2,
        });
        await recordAuditEvent(tx, {
          action: DOJ_SETTINGS_AUDIT_ACTION,
          outcome: 'success',
          userId: caller.userId,
          agencyId,
          objectId: agencyId,
          sourceIp: caller.sourceIp,
          details: {
            environment: body.environment,
            transport: body.transport,
            secret_changed: secret !== null,
            schedule: body.schedule_enabled ?? false,
          },
        });
      });
      return this.readSettings(caller);
    },

    /** 'Submit now': a batch of the chosen stops or the period's eligible ones, filled and sent by its job (202). */
    async submit(caller: Caller, body: DojSubmitBody): Promise<{ batch_id: string | null; eligible: number }> {
      const agencyId = agencyOf(caller);
      const result = await withTenant(db, agencyId, async (tx) => {
        const settings = await findSettings(tx, agencyId);
        if (!settings) throw badRequest('DOJ_NOT_CONFIGURED');
        const agency = await agencyForDoj(tx, agencyId);
        const scope =
          'report_ids' in body
            ? { from: null, to: null, reportIds: body.report_ids, timeZone: agency.timezone }
            : { from: body.from, to: body.to, reportIds: null, timeZone: agency.timezone };
        const eligible = await overviewRepo.countEligible(tx, agencyId, scope);
        if (eligible === 0) return { batch_id: null, eligible };
        const id = randomUUID();
        await repo.insertBatch(tx, agencyId, {
          id,
          created_by: caller.userId,
          trigger: 'manual',
          transport: settings.transport,
          environment: settings.environment,
          period_from: scope.from,
          period_to: scope.to,
          report_ids: scope.reportIds,
        });
        await recordAuditEvent(tx, {
          action: DOJ_SUBMIT_AUDIT_ACTION,
          outcome: 'success',
          userId: caller.userId,
          agencyId,
          objectId: id,
          sourceIp: caller.sourceIp,
          details: { eligible, transport: settings.transport, environment: settings.environment, chosen: scope.reportIds?.length ?? null },
        });
        return { batch_id: id, eligible };
      });
      if (result.batch_id) await jobs.send(DOJ_SEND_QUEUE, { agencyId, batchId: result.batch_id });
      return result;
    },

    /** An unsent batch sent again now (the page's 'Try again'). */
    async retry(caller: Caller, batchId: string): Promise<void> {
      const agencyId = agencyOf(caller);
      const batch = await withTenant(db, agencyId, (tx) => repo.findBatch(tx, agencyId, batchId));
      if (!batch) throw notFound();
      if (batch.state !== 'unsent') throw badRequest('DOJ_BATCH_ALREADY_SENT');
      await jobs.send(DOJ_SEND_QUEUE, { agencyId, batchId });
    },

    async overview(caller: Caller, year: number): Promise<DojOverview> {
      const agencyId = agencyOf(caller);
      return withTenant(db, agencyId, async (tx) => {
        const agency = await agencyForDoj(tx, agencyId);
        const settings = await findSettings(tx, agencyId);
        const counts = await overviewRepo.countByStatus(tx, agencyId, year, agency.timezone);
        const batches = await repo.listBatches(tx, agencyId, year, 50);
        const files = await overviewRepo.batchFiles(
          tx,
          agencyId,
          batches.map((batch) => batch.id),
        );
        const names = await overviewRepo.userNames(
          tx,
          agencyId,
          batches.flatMap((batch) => (batch.created_by ? [batch.created_by] : [])),
        );
        const scope = { from: `${year}-01-01`, to: `${year}-12-31`, reportIds: null, timeZone: agency.timezone };
        return {
          year,
          counts,
          deadline: dojDeadline(year),
          not_accepted: Object.entries(counts).reduce((sum, [status, count]) => sum + (status === 'submitted' ? 0 : count), 0),
          eligible: await overviewRepo.countEligible(tx, agencyId, scope),
          batches: batches.map((batch) => ({
            id: batch.id,
            created_at: batch.created_at.toISOString(),
            by: batch.created_by ? (names.get(batch.created_by) ?? null) : null,
            trigger: batch.trigger,
            transport: batch.transport,
            environment: batch.environment,
            stop_count: batch.stop_count,
            state: batch.state,
            failure_reason: batch.failure_reason,
            attempts: batch.attempts,
            sent_at: batch.sent_at?.toISOString() ?? null,
            answered_at: batch.answered_at?.toISOString() ?? null,
            files: files.get(batch.id) ?? [],
          })),
          errors: await overviewRepo.errorsByMessage(tx, agencyId, year, agency.timezone),
          not_sendable: await overviewRepo.notSendable(tx, agencyId, year, agency.timezone),
          settings: { is_configured: settings !== undefined, transport: settings?.transport ?? null },
        };
      });
    },
  };
}
