import { PRODUCT_NAME } from '@fieldbook/domain';
import type { FastifyBaseLogger } from 'fastify';
import { recordAuditEvent } from '../accounts/auth.repo.ts';
import type { Database } from '../db/database.ts';
import type { Mailer, MailMessage } from '../mail/mailer.ts';
import * as repo from './agency.repo.ts';

/** An agency that held an ORI first is mailed at most once a day, however often others enter it. */
export const ORI_NOTICE_PAUSE_HOURS = 24;

export interface OriClaimContext {
  db: Database;
  mailer: Mailer;
  log: FastifyBaseLogger;
  publicUrl: string;
}

export interface OriClaim {
  /** The agency that now says it has this ORI (just created, or changed to it). */
  agencyId: string;
  ori: string;
  userId: string;
  sourceIp: string;
}

/** To the owner of an agency whose ORI another agency entered as its own; names neither the other agency nor its people. */
export function oriSharedMail(input: { to: string; name: string; agencyName: string; ori: string; publicUrl: string }): MailMessage {
  return {
    to: input.to,
    subject: `Another agency entered your ORI on ${PRODUCT_NAME}`,
    text: [
      `Hello ${input.name},`,
      '',
      `Another agency on ${PRODUCT_NAME} has entered ${input.ori}, the ORI of ${input.agencyName}, as its own.`,
      `Nothing has changed for ${input.agencyName}: your agency, its members and its reports stay as they are.`,
      '',
      `If you know of no other agency entitled to this ORI, tell ${PRODUCT_NAME} support (Support, in the app's menu: ${input.publicUrl}/app).`,
    ].join('\n'),
  };
}

/**
 * What follows an agency's claim of an ORI, after the answer (issue 23, finding 11): the claimant is answered the same
 * whether or not another agency holds the ORI, so nothing of this may reach it. When others hold it, an audit row with
 * no agency (seen by operators, by no tenant) names the agencies, and each earlier holder's owner is mailed.
 */
async function noticeSharedOri({ db, mailer, publicUrl }: OriClaimContext, claim: OriClaim): Promise<void> {
  const holders = await repo.findOtherHoldersOfOri(db, claim.ori, claim.agencyId);
  if (holders.length === 0) return;
  await recordAuditEvent(db, {
    action: 'agency.ori_shared',
    outcome: 'success',
    userId: claim.userId,
    agencyId: null,
    objectId: claim.agencyId,
    sourceIp: claim.sourceIp,
    details: { held_by: holders },
  });
  for (const owner of await repo.claimOriNotices(db, holders, ORI_NOTICE_PAUSE_HOURS)) {
    await mailer.send(oriSharedMail({ to: owner.email, name: owner.name, agencyName: owner.agency_name, ori: claim.ori, publicUrl }));
  }
}

/** Starts the notice of an ORI claim without waiting for it; a failure is logged with its kind only. */
export function noticeOriClaim(context: OriClaimContext, claim: OriClaim): void {
  noticeSharedOri(context, claim).catch((error: unknown) =>
    context.log.error({ task: 'ori-claim', err: { type: error instanceof Error ? error.name : 'unknown' } }, 'failed'),
  );
}
