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
import type { FastifyRequest, FastifyTypeProviderDefault } from 'fastify';
import { z } from 'zod';
import { type Caller, requirePermission } from '../http/authenticate.ts';
import type { Api, AppContext } from '../http/types.ts';
import { createCatalog } from './catalog.service.ts';

const tags = ['agency'];

/** One kind of catalog entry: its address, its request and view schemas, and the catalog's three writes for it. */
interface EntryKind<Input, View> {
  path: '/areas' | '/tags' | '/groups';
  request: z.ZodType<Input>;
  view: z.ZodType<View>;
  create(caller: Caller, input: Input): Promise<View>;
  update(caller: Caller, id: string, input: Input): Promise<View>;
  remove(caller: Caller, id: string): Promise<unknown>;
}

const manager = (request: FastifyRequest) => requirePermission(request, 'agency.catalog.manage');

/**
 * POST {path} (201), PUT {path}/{id} (200) and DELETE {path}/{id} (204) of one kind, behind agency.catalog.manage. The
 * kind's zod schemas still check every body and shape every answer; only the zod type provider cannot type a schema
 * that is a type parameter, so the body is read as the kind's input here.
 */
function registerEntryRoutes<Input, View>(api: Api, authenticate: AppContext['authenticate'], kind: EntryKind<Input, View>): void {
  const routes = api.withTypeProvider<FastifyTypeProviderDefault>();
  type ById = { Params: z.infer<typeof catalogIdParams> };
  routes.post(
    kind.path,
    { preValidation: authenticate, schema: { tags, body: kind.request, response: { 201: kind.view } } },
    async (request, reply) => reply.code(201).send(await kind.create(manager(request), request.body as Input)),
  );
  routes.put<ById>(
    `${kind.path}/:id`,
    { preValidation: authenticate, schema: { tags, params: catalogIdParams, body: kind.request, response: { 200: kind.view } } },
    (request) => kind.update(manager(request), request.params.id, request.body as Input),
  );
  routes.delete<ById>(
    `${kind.path}/:id`,
    { preValidation: authenticate, schema: { tags, params: catalogIdParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await kind.remove(manager(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
}

/**
 * Settings' writes of the agency catalog: POST /api/{areas|groups|tags}, PUT and DELETE /api/{...}/{id}, the group
 * avatar, all behind agency.catalog.manage. Reads are GET /api/agencies/me/{areas|groups|tags} (reference-data).
 */
export function registerCatalogRoutes(api: Api, { db, authenticate }: AppContext): void {
  const catalog = createCatalog(db);
  registerEntryRoutes(api, authenticate, {
    path: '/areas',
    request: areaRequest,
    view: areaView,
    create: catalog.createArea,
    update: catalog.updateArea,
    remove: catalog.deleteArea,
  });
  registerEntryRoutes(api, authenticate, {
    path: '/tags',
    request: tagRequest,
    view: tagView,
    create: catalog.createTag,
    update: catalog.updateTag,
    remove: catalog.deleteTag,
  });
  registerEntryRoutes(api, authenticate, {
    path: '/groups',
    request: groupRequest,
    view: groupView,
    create: catalog.createGroup,
    update: catalog.updateGroup,
    remove: catalog.deleteGroup,
  });

  api.put(
    '/groups/:id/avatar',
    { preValidation: authenticate, schema: { tags, params: catalogIdParams, body: groupAvatarRequest, response: { 200: groupView } } },
    (request) => catalog.setGroupAvatar(manager(request), request.params.id, request.body.data),
  );
  api.delete(
    '/groups/:id/avatar',
    { preValidation: authenticate, schema: { tags, params: catalogIdParams, response: { 200: groupView } } },
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
