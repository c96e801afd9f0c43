import {
  agencyDetail,
  contactTypesResponse,
  createAgencyRequest,
  timezoneView,
  updateAgencyRequest,
  updateContactTypesRequest,
  uploadBadgeRequest,
  uploadBadgeResponse,
} from '@fieldbook/contract';
import { US_TIMEZONES } from '@fieldbook/domain';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { agencyOf, callerOf, requirePermission } from '../http/authenticate.ts';
import type { Api, AppContext } from '../http/types.ts';
import * as service from './agency.service.ts';

const BADGE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * A route-level onSend runs after the app's (which marks every /api answer no-store): these answers hold
 * nothing personal and may be cached.
 */
const cacheFor = (cacheControl: string) => async (_request: unknown, reply: FastifyReply) => {
  if (reply.statusCode === 200) reply.header('cache-control', cacheControl);
};

/**
 * The owner's agency (accounts.md §2.6, §4 Agency creation, §7): create, read, update, the badge, and the time zones
 * the form offers.
 */
export function registerAgencyRoutes(api: Api, { db, configurations, authenticate, mailer, config }: AppContext): void {
  const tags = ['agency'];
  const context = { db, configurations, mailer, log: api.log, publicUrl: config.publicUrl };

  api.post(
    '/agencies',
    { preValidation: authenticate, schema: { tags, body: createAgencyRequest, response: { 201: agencyDetail } } },
    async (request, reply) => {
      const caller = requirePermission(request, 'agency.settings.manage');
      const agency = await service.createAgency(context, caller, request.body, request.ip);
      return reply.code(201).send(agency);
    },
  );

  api.get('/agencies/me', { preValidation: authenticate, schema: { tags, response: { 200: agencyDetail } } }, (request) =>
    service.readAgency(db, agencyOf(callerOf(request))),
  );

  api.put(
    '/agencies/me',
    { preValidation: authenticate, schema: { tags, body: updateAgencyRequest, response: { 200: agencyDetail } } },
    (request) => {
      const caller = requirePermission(request, 'agency.settings.manage');
      return service.updateAgency(context, caller, agencyOf(caller), request.body, request.ip);
    },
  );

  api.put(
    '/agencies/me/contact-types',
    { preValidation: authenticate, schema: { tags, body: updateContactTypesRequest, response: { 200: contactTypesResponse } } },
    (request) => {
      const caller = requirePermission(request, 'agency.contact_types.manage');
      return service.updateContactTypes(db, caller, agencyOf(caller), request.body, request.ip);
    },
  );

  api.put(
    '/agencies/me/badge',
    { preValidation: authenticate, schema: { tags, body: uploadBadgeRequest, response: { 200: uploadBadgeResponse } } },
    async (request) => {
      const caller = requirePermission(request, 'agency.settings.manage');
      return { badge: await service.uploadBadge(db, caller, agencyOf(caller), request.body.data, request.ip) };
    },
  );

  // Public: an <img> sends no bearer token. The agency id is random and the badge is what its business card shows.
  api.get(
    '/agencies/:agencyId/badge/:version',
    {
      schema: { tags, params: z.object({ agencyId: z.uuid(), version: z.string().regex(/^[0-9a-f]{16}$/) }) },
      onSend: cacheFor(`public, max-age=${BADGE_MAX_AGE_SECONDS}, immutable`),
    },
    async (request, reply) => {
      const badge = await service.readBadge(db, request.params.agencyId, request.params.version);
      return reply.header('content-type', badge.contentType).send(badge.data);
    },
  );

  api.get(
    '/timezones',
    { schema: { tags, response: { 200: z.array(timezoneView) } }, onSend: cacheFor('public, max-age=86400') },
    async () => [...US_TIMEZONES],
  );
}
