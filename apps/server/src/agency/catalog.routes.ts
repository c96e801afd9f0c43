import {
  areaRequest,
  areaView,
  catalogIdParams,
  groupAvatarRequest,
  groupRequest,
  groupView,
  tagRequest,
  tagView,
} from '@fieldbook/contract';
import { z } from 'zod';
import { requirePermission } from '../http/authenticate.ts';
import type { Api, AppContext } from '../http/types.ts';
import { createCatalog } from './catalog.service.ts';

/**
 * Settings' writes of the agency catalog: POST /api/{areas|groups|tags}, PUT and DELETE /api/{...}/{id}, the group
 * avatar, all behind agency.catalog.manage. Reads are GET /api/agencies/me/{areas|groups|tags} (reference-data).
 */
export function registerCatalogRoutes(api: Api, { db, authenticate }: AppContext): void {
  const catalog = createCatalog(db);
  const tags = ['agency'];
  const manager = (request: Parameters<typeof requirePermission>[0]) => requirePermission(request, 'agency.catalog.manage');
  const deleted = { 204: z.null() };

  api.post(
    '/areas',
    { preHandler: authenticate, schema: { tags, body: areaRequest, response: { 201: areaView } } },
    async (request, reply) => reply.code(201).send(await catalog.createArea(manager(request), request.body)),
  );
  api.put(
    '/areas/:id',
    { preHandler: authenticate, schema: { tags, params: catalogIdParams, body: areaRequest, response: { 200: areaView } } },
    (request) => catalog.updateArea(manager(request), request.params.id, request.body),
  );
  api.delete(
    '/areas/:id',
    { preHandler: authenticate, schema: { tags, params: catalogIdParams, response: deleted } },
    async (request, reply) => {
      await catalog.deleteArea(manager(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  api.post('/tags', { preHandler: authenticate, schema: { tags, body: tagRequest, response: { 201: tagView } } }, async (request, reply) =>
    reply.code(201).send(await catalog.createTag(manager(request), request.body)),
  );
  api.put(
    '/tags/:id',
    { preHandler: authenticate, schema: { tags, params: catalogIdParams, body: tagRequest, response: { 200: tagView } } },
    (request) => catalog.updateTag(manager(request), request.params.id, request.body),
  );
  api.delete(
    '/tags/:id',
    { preHandler: authenticate, schema: { tags, params: catalogIdParams, response: deleted } },
    async (request, reply) => {
      await catalog.deleteTag(manager(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  api.post(
    '/groups',
    { preHandler: authenticate, schema: { tags, body: groupRequest, response: { 201: groupView } } },
    async (request, reply) => reply.code(201).send(await catalog.createGroup(manager(request), request.body)),
  );
  api.put(
    '/groups/:id',
    { preHandler: authenticate, schema: { tags, params: catalogIdParams, body: groupRequest, response: { 200: groupView } } },
    (request) => catalog.updateGroup(manager(request), request.params.id, request.body),
  );
  api.delete(
    '/groups/:id',
    { preHandler: authenticate, schema: { tags, params: catalogIdParams, response: deleted } },
    async (request, reply) => {
      await catalog.deleteGroup(manager(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  api.put(
    '/groups/:id/avatar',
    { preHandler: authenticate, schema: { tags, params: catalogIdParams, body: groupAvatarRequest, response: { 200: groupView } } },
    (request) => catalog.setGroupAvatar(manager(request), request.params.id, request.body.data),
  );
  api.delete(
    '/groups/:id/avatar',
    { preHandler: authenticate, schema: { tags, params: catalogIdParams, response: { 200: groupView } } },
    (request) => catalog.removeGroupAvatar(manager(request), request.params.id),
  );

  // Public, for <img>: both ids are random UUIDs, and the address changes with the image.
  api.get(
    '/agencies/:agency_id/groups/:id/avatar',
    {
      schema: {
        tags,
        params: z.object({ agency_id: z.uuid(), id: z.uuid() }),
        querystring: z.object({ v: z.string().max(64).optional() }),
      },
    },
    async (request, reply) => {
      const avatar = await catalog.readGroupAvatar(request.params.agency_id, request.params.id);
      return reply.type(avatar.contentType).send(avatar.image);
    },
  );
}
