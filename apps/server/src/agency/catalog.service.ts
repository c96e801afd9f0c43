import { createHash, randomUUID } from 'node:crypto';
import type { AreaView, GroupView, TagView } from '@fieldbook/contract';
import {
  type AreaInput,
  avatarIssue,
  CATALOG_MESSAGES,
  ERROR_CODES,
  type GroupInput,
  sniffImageType,
  type TagInput,
} from '@fieldbook/domain';
import { recordAuditEvent } from '../accounts/auth.repo.ts';
import type { Database, Queryable } from '../db/database.ts';
import { withTenant } from '../db/tenant.ts';
import { agencyOf, type Caller } from '../http/authenticate.ts';
import { badRequest, notFound } from '../http/http-error.ts';
import { dropFromWorkspaces } from '../workspaces/workspaces.repo.ts';
import * as repo from './catalog.repo.ts';

type Kind = 'area' | 'group' | 'tag';

/** Another entry of the agency has this name (the case-insensitive unique indexes of migration 0011). */
const isUniqueViolation = (error: unknown) => (error as { code?: unknown } | null)?.code === '23505';

const duplicateName = (kind: Kind) =>
  badRequest(ERROR_CODES.validation, [{ path: 'body.name', message: CATALOG_MESSAGES.duplicateName[kind] }]);

/** AREA_NOT_EXIST is the spec's code for an area that is gone (accounts.md §8); groups and tags answer 404. */
const missing = (kind: Kind) => (kind === 'area' ? badRequest(ERROR_CODES.areaNotExist) : notFound());

/** Where a group's avatar is served: public (an <img> sends no token), unguessable, and new with every image. */
export const groupAvatarPath = (agencyId: string, groupId: string, image: Uint8Array) =>
  `/api/agencies/${agencyId}/groups/${groupId}/avatar?v=${createHash('sha256').update(image).digest('hex').slice(0, 16)}`;

/** Areas, groups and tags of the caller's agency (agency.catalog.manage is checked by the routes). */
export function createCatalog(db: Database) {
  /** Runs one change as the caller's agency, audits it, and turns a taken name or a missing entry into its answer. */
  async function change<T>(
    caller: Caller,
    kind: Kind,
    action: string,
    objectId: string,
    work: (tx: Queryable, agencyId: string) => Promise<T | undefined>,
  ) {
    const agencyId = agencyOf(caller);
    try {
      return await withTenant(db, agencyId, async (tx) => {
        const result = await work(tx, agencyId);
        if (result === undefined) throw missing(kind);
        await recordAuditEvent(tx, {
          action: `${kind}.${action}`,
          outcome: 'success',
          userId: caller.userId,
          agencyId,
          objectId,
          sourceIp: caller.sourceIp,
        });
        return result;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicateName(kind);
      throw error;
    }
  }

  const create = <T>(caller: Caller, kind: Kind, work: (tx: Queryable, agencyId: string, id: string) => Promise<T>) => {
    const id = randomUUID();
    return change(caller, kind, 'create', id, (tx, agencyId) => work(tx, agencyId, id));
  };

  const remove = (caller: Caller, kind: Kind, table: repo.CatalogTable, id: string) =>
    change(caller, kind, 'delete', id, async (tx, agencyId) => {
      if (!(await repo.deleteEntry(tx, table, agencyId, id))) return undefined;
      await dropFromWorkspaces(tx, agencyId, table, id);
      return true;
    });

  return {
    createArea: (caller: Caller, area: AreaInput): Promise<AreaView> =>
      create(caller, 'area', (tx, agencyId, id) => repo.insertArea(tx, agencyId, id, area)),
    updateArea: (caller: Caller, id: string, area: AreaInput): Promise<AreaView> =>
      change(caller, 'area', 'update', id, (tx, agencyId) => repo.updateArea(tx, agencyId, id, area)),
    deleteArea: (caller: Caller, id: string) => remove(caller, 'area', 'areas', id),

    createTag: (caller: Caller, tag: TagInput): Promise<TagView> =>
      create(caller, 'tag', (tx, agencyId, id) => repo.insertTag(tx, agencyId, id, tag)),
    updateTag: (caller: Caller, id: string, tag: TagInput): Promise<TagView> =>
      change(caller, 'tag', 'update', id, (tx, agencyId) => repo.updateTag(tx, agencyId, id, tag)),
    deleteTag: (caller: Caller, id: string) => remove(caller, 'tag', 'tags', id),

    createGroup: (caller: Caller, group: GroupInput): Promise<GroupView> =>
      create(caller, 'group', (tx, agencyId, id) => repo.insertGroup(tx, agencyId, id, group)),
    updateGroup: (caller: Caller, id: string, group: GroupInput): Promise<GroupView> =>
      change(caller, 'group', 'update', id, (tx, agencyId) => repo.updateGroup(tx, agencyId, id, group)),
    deleteGroup: (caller: Caller, id: string) => remove(caller, 'group', 'groups', id),

    /** The image's bytes decide its type; the declared type, if any, is never trusted. */
    setGroupAvatar(caller: Caller, id: string, base64: string): Promise<GroupView> {
      const image = new Uint8Array(Buffer.from(base64, 'base64'));
      const issue = avatarIssue(image);
      if (issue) throw badRequest(ERROR_CODES.validation, [{ path: 'body.data', message: issue }]);
      const contentType = sniffImageType(image) as string;
      return change(caller, 'group', 'avatar.update', id, (tx, agencyId) =>
        repo.saveGroupAvatar(tx, agencyId, id, { contentType, image, url: groupAvatarPath(agencyId, id, image) }),
      );
    },
    removeGroupAvatar: (caller: Caller, id: string): Promise<GroupView> =>
      change(caller, 'group', 'avatar.delete', id, (tx, agencyId) => repo.removeGroupAvatar(tx, agencyId, id)),

    /** The avatar for an <img>: read as the agency named in the address, or 404. */
    async readGroupAvatar(agencyId: string, groupId: string): Promise<{ contentType: string; image: Buffer }> {
      const avatar = await withTenant(db, agencyId, (tx) => repo.findGroupAvatar(tx, agencyId, groupId));
      if (!avatar) throw notFound();
      return { contentType: avatar.content_type, image: Buffer.from(avatar.image) };
    },
  };
}

export type Catalog = ReturnType<typeof createCatalog>;
