import { randomUUID } from 'node:crypto';
import type {
  AcceptInvitationResult,
  InvitationByToken,
  InvitationStatus,
  InvitationView,
  InviteResult,
  UserInvitationView,
} from '@fieldbook/contract';
import { ERROR_CODES, type FieldIssue, memberEmailIssue, normalizeEmail } from '@fieldbook/domain';
import { recordAuditEvent } from '../accounts/auth.repo.ts';
// The same 256-bit random token, kept only as its SHA-256, as refresh tokens.
import { hashRefreshToken as hashToken, newRefreshToken as newToken } from '../accounts/tokens.ts';
import type { Database } from '../db/database.ts';
import { findRoleIdByName } from '../db/roles.repo.ts';
import { withTenant } from '../db/tenant.ts';
import type { Caller } from '../http/authenticate.ts';
import { badRequest, notFound } from '../http/http-error.ts';
import type { Mailer } from '../mail/mailer.ts';
import { agencyInvitationMail, type InvitationMailInput, memberInvitationMail, unjoinableInvitationMail } from './invitation-mail.ts';
import * as repo from './invitations.repo.ts';

/** How long an invitation link works; re-inviting sends a fresh one. The invitation itself stays until closed. */
export const INVITATION_LINK_VALID_DAYS = 14;

interface Dependencies {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
}

/** Who accepts: the signed-in user, as authenticated. */
type Acceptor = Pick<Caller, 'userId' | 'email' | 'agencyId' | 'role' | 'sourceIp'>;

/** Each e-mail must be valid and not the caller's own (accounts.md §5), else 400 VALIDATION_ERROR naming it. */
function checkMemberEmails(emails: string[], ownEmail: string): void {
  const errors: FieldIssue[] = [];
  emails.forEach((email, index) => {
    const issue = memberEmailIssue(email, ownEmail);
    if (issue) errors.push({ path: `emails.${index}`, message: issue });
  });
  if (errors.length > 0) throw badRequest(ERROR_CODES.validation, errors);
}

const uniqueEmails = (emails: string[]) => [...new Set(emails.map(normalizeEmail))];

/**
 * The mail an invitation sends, chosen by the invited address's account (told to that address only, never to the
 * inviter: issue 23, finding 11): the registration link to an address with no account, the member invitation to an
 * account that can join, and to one that cannot (an owner, of an agency or not yet, or a member of another agency) the
 * invitation with why it cannot be accepted as it is.
 */
function invitationMailFor(account: repo.ExistingAccount | undefined, mail: InvitationMailInput, token: string) {
  if (!account) return agencyInvitationMail({ ...mail, token, validDays: INVITATION_LINK_VALID_DAYS });
  if (account.role_name === 'owner') return unjoinableInvitationMail({ ...mail, reason: 'owner' });
  if (account.agency_id !== null) return unjoinableInvitationMail({ ...mail, reason: 'member-elsewhere' });
  return memberInvitationMail(mail);
}

export function createInvitationsService({ db, mailer, publicUrl }: Dependencies) {
  async function accept(user: Acceptor, invitation: repo.StoredInvitation | undefined): Promise<AcceptInvitationResult> {
    if (user.role.name === 'owner') throw badRequest(ERROR_CODES.ownerUsersCannotBeInvited);
    if (user.agencyId) throw badRequest(ERROR_CODES.userAlreadyWithAgency);
    if (invitation?.status !== 'Pending Delivery') throw badRequest(ERROR_CODES.actionNoLongerPossible);
    const officerRoleId = await findRoleIdByName(db, 'officer');
    await db.transaction(async (tx) => {
      // Read again under locks: a second tab accepting at the same moment finds the agency already set.
      await repo.lockAgency(tx, invitation.agency_id);
      const current = await repo.lockUser(tx, user.userId);
      if (!current) throw badRequest(ERROR_CODES.actionNoLongerPossible);
      if (current.role_name === 'owner') throw badRequest(ERROR_CODES.ownerUsersCannotBeInvited);
      if (current.agency_id) throw badRequest(ERROR_CODES.userAlreadyWithAgency);
      if (await repo.hasMemberWithOfficerId(tx, invitation.agency_id, current.officer_id, user.userId)) {
        throw badRequest(ERROR_CODES.officerIdAlreadyExists);
      }
      const declined = await repo.closeInvitationsOnAccept(tx, invitation);
      // The invitation was closed by someone else between the read and now (removed, accepted in another tab).
      const [still] = await tx.query<{ status: InvitationStatus }>(
        'select status from agency_invitations where agency_id = $1 and id = $2',
        [invitation.agency_id, invitation.id],
      );
      if (still?.status !== 'Accepted') throw badRequest(ERROR_CODES.actionNoLongerPossible);
      await repo.joinAgency(tx, user.userId, invitation.agency_id, officerRoleId);
      const audit = { outcome: 'success' as const, userId: user.userId, sourceIp: user.sourceIp };
      await recordAuditEvent(tx, { ...audit, action: 'invitation.accepted', agencyId: invitation.agency_id, objectId: invitation.id });
      for (const other of declined) {
        await recordAuditEvent(tx, { ...audit, action: 'invitation.declined', agencyId: other.agency_id, objectId: other.id });
      }
    });
    return { agency_id: invitation.agency_id, agency_name: invitation.agency_name };
  }

  return {
    list(agencyId: string, status: InvitationStatus): Promise<InvitationView[]> {
      return withTenant(db, agencyId, (tx) => repo.listInvitations(tx, agencyId, status));
    },

    /**
     * Invites each e-mail: a new pending invitation, or a fresh link for a pending one (never a second row). Members of
     * this agency are skipped and named (telling a manager who is already in their own agency tells nothing about
     * another). Every other address is invited alike, whether it is free, a member of another agency or an owner, so
     * the answer does not tell which addresses have accounts elsewhere (issue 23, finding 11); one that cannot join
     * learns why from its own mail, and is refused when it tries to accept. Mail goes out after the commit.
     */
    async invite(caller: Caller, agencyId: string, rawEmails: string[]): Promise<InviteResult> {
      checkMemberEmails(rawEmails, caller.email);
      const emails = uniqueEmails(rawEmails);
      const accounts = new Map((await repo.findAccountsByEmail(db, emails)).map((account) => [account.email, account]));
      const alreadyMembers = emails.filter((email) => accounts.get(email)?.agency_id === agencyId);
      const toInvite = emails.filter((email) => !alreadyMembers.includes(email));

      const expiresAt = new Date(Date.now() + INVITATION_LINK_VALID_DAYS * 24 * 60 * 60 * 1000);
      const tokens = new Map(toInvite.map((email) => [email, newToken()]));
      const { invited, agencyName } = await withTenant(db, agencyId, async (tx) => {
        const [agency] = await tx.query<{ full_name: string }>('select full_name from agencies where id = $1', [agencyId]);
        const stored: InvitationView[] = [];
        for (const email of toInvite) {
          const token = tokens.get(email);
          if (!token) continue;
          const invitation = await repo.upsertPendingInvitation(tx, agencyId, caller.userId, {
            id: randomUUID(),
            email,
            tokenHash: token.hash,
            expiresAt,
          });
          stored.push(invitation);
          const audit = {
            action: 'invitation.sent',
            outcome: 'success' as const,
            userId: caller.userId,
            agencyId,
            sourceIp: caller.sourceIp,
          };
          await recordAuditEvent(tx, { ...audit, objectId: invitation.id });
        }
        return { invited: stored, agencyName: agency?.full_name ?? '' };
      });

      await Promise.all(
        invited.map((invitation) => {
          const mail = { to: invitation.email, agencyName, inviterName: caller.name, publicUrl };
          const token = tokens.get(invitation.email)?.token ?? '';
          return mailer.send(invitationMailFor(accounts.get(invitation.email), mail, token));
        }),
      );
      // `refused` stays, always empty, for app versions from before issue 23 that read it.
      return { invited, already_members: alreadyMembers, refused: [] };
    },

    /** Removes the pending invitations of these e-mails; their links stop working. */
    async remove(caller: Caller, agencyId: string, rawEmails: string[]): Promise<string[]> {
      const emails = uniqueEmails(rawEmails);
      return withTenant(db, agencyId, async (tx) => {
        const removed = await repo.removePendingInvitations(tx, agencyId, emails);
        for (const { id } of removed) {
          await recordAuditEvent(tx, {
            action: 'invitation.removed',
            outcome: 'success',
            userId: caller.userId,
            agencyId,
            objectId: id,
            sourceIp: caller.sourceIp,
          });
        }
        return removed.map(({ email }) => email);
      });
    },

    /** The public look-up behind /agency-invitation: only a pending invitation whose link has not expired. */
    async findByToken(token: string): Promise<InvitationByToken> {
      const invitation = await repo.findInvitationByTokenHash(db, hashToken(token));
      if (invitation?.status !== 'Pending Delivery' || invitation.is_expired) {
        throw badRequest(ERROR_CODES.actionNoLongerPossible);
      }
      return { email: invitation.email, agency_name: invitation.agency_name };
    },

    listMine(email: string): Promise<UserInvitationView[]> {
      return repo.listPendingInvitationsForEmail(db, normalizeEmail(email));
    },

    /** Accepts one of the caller's invitations (by id): 404 when it is not addressed to them. */
    async acceptById(user: Acceptor, invitationId: string): Promise<AcceptInvitationResult> {
      const invitation = await repo.findInvitationForEmail(db, invitationId, normalizeEmail(user.email));
      if (!invitation) throw notFound();
      return accept(user, invitation);
    },

    /** Accepts the invitation kept from its link: it must be addressed to the caller's e-mail and not expired. */
    async acceptByToken(user: Acceptor, token: string): Promise<AcceptInvitationResult> {
      const invitation = await repo.findInvitationByTokenHash(db, hashToken(token));
      const isUsable = invitation && !invitation.is_expired && invitation.email === normalizeEmail(user.email);
      return accept(user, isUsable ? invitation : undefined);
    },
  };
}

export type InvitationsService = ReturnType<typeof createInvitationsService>;
