import {
  acceptInvitationResult,
  acceptInvitationTokenRequest,
  invitationByToken,
  invitationEmailsRequest,
  invitationList,
  invitationListQuery,
  invitationTokenSchema,
  inviteResult,
  removeInvitationsResult,
  userInvitationList,
} from '@fieldbook/contract';
import { z } from 'zod';
import { limitWrongGuesses } from '../http/address-limit.ts';
import { agencyOf, callerOf, requirePermission } from '../http/authenticate.ts';
import type { Api, AppContext } from '../http/types.ts';
import { createInvitationsService } from './invitations.service.ts';

/**
 * Agency invitations (accounts.md §2.1 /agency-invitation, §2.3 /app/user-invitations, §4 Load of /app):
 * owners and managers invite and remove; the invited person looks the link up, lists and accepts.
 */
export function registerInvitationRoutes(api: Api, { db, config, mailer, authenticate }: AppContext): void {
  const invitations = createInvitationsService({ db, mailer, publicUrl: config.publicUrl });
  const tags = ['invitations'];
  // Wrong invitation tokens from one address are throttled (issue 23); right ones are not counted.
  const tokenGuesses = limitWrongGuesses(db, 'invitation-token');

  api.get(
    '/invitations',
    { preValidation: authenticate, schema: { tags, querystring: invitationListQuery, response: { 200: invitationList } } },
    async (request) => {
      const agencyId = agencyOf(requirePermission(request, 'agency.members.manage'));
      return { items: await invitations.list(agencyId, request.query.status) };
    },
  );

  api.post(
    '/invitations',
    { preValidation: authenticate, schema: { tags, body: invitationEmailsRequest, response: { 200: inviteResult } } },
    (request) => {
      const caller = requirePermission(request, 'agency.members.manage');
      return invitations.invite(caller, agencyOf(caller), request.body.emails);
    },
  );

  api.delete(
    '/invitations',
    { preValidation: authenticate, schema: { tags, body: invitationEmailsRequest, response: { 200: removeInvitationsResult } } },
    async (request) => {
      const caller = requirePermission(request, 'agency.members.manage');
      return { removed: await invitations.remove(caller, agencyOf(caller), request.body.emails) };
    },
  );

  api.get(
    '/invitations/by-token/:token',
    {
      preValidation: tokenGuesses.check,
      onSend: tokenGuesses.count,
      schema: { tags, params: z.object({ token: invitationTokenSchema }), response: { 200: invitationByToken } },
    },
    (request) => invitations.findByToken(request.params.token),
  );

  api.get(
    '/users/me/invitations',
    { preValidation: authenticate, schema: { tags, response: { 200: userInvitationList } } },
    async (request) => ({ items: await invitations.listMine(callerOf(request).email) }),
  );

  api.post(
    '/users/me/invitations/accept-token',
    { preValidation: authenticate, schema: { tags, body: acceptInvitationTokenRequest, response: { 200: acceptInvitationResult } } },
    (request) => invitations.acceptByToken(callerOf(request), request.body.token),
  );

  api.post(
    '/users/me/invitations/:id/accept',
    { preValidation: authenticate, schema: { tags, params: z.object({ id: z.uuid() }), response: { 200: acceptInvitationResult } } },
    (request) => invitations.acceptById(callerOf(request), request.params.id),
  );
}
