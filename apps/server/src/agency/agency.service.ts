import { createHash, randomUUID } from 'node:crypto';
import type { AgencyDetail, CreateAgencyRequest, UpdateAgencyRequest } from '@fieldbook/contract';
import { AGENCY_MESSAGES, badgeIssue, ERROR_CODES, normalizeEmail, sniffImageType, stateList } from '@fieldbook/domain';
import { recordAuditEvent } from '../accounts/auth.repo.ts';
import type { ConfigurationStore } from '../configurations/configuration-store.ts';
import type { Database } from '../db/database.ts';
import { withTenant } from '../db/tenant.ts';
import type { Caller } from '../http/authenticate.ts';
import { badRequest, HttpError } from '../http/http-error.ts';
import * as repo from './agency.repo.ts';

export interface AgencyServiceContext {
  db: Database;
  configurations: ConfigurationStore;
}

/** The configuration file of a state named in configurations/states.json, or a 400 on body.state_name. */
function configurationFileFor(configurations: ConfigurationStore, stateName: string): string {
  const entry = stateList.parse(JSON.parse(configurations.listText)).find((state) => state.name === stateName);
  if (!entry) throw badRequest(ERROR_CODES.validation, [{ path: 'body.state_name', message: AGENCY_MESSAGES.state }]);
  return entry.file_name;
}

const agencyAlreadyExists = () => badRequest(ERROR_CODES.registerAgencyAlreadyExists);

/** A unique-constraint refusal from PostgreSQL (the ORI another agency holds, hidden from this tenant by RLS). */
function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

/**
 * The caller creates their agency (accounts.md §4 Agency creation): 'Inactive' until a plan is chosen, with the
 * caller as owner and member, in one transaction. Outside any tenant: the agency does not exist yet.
 */
export async function createAgency(
  { db, configurations }: AgencyServiceContext,
  caller: Caller,
  input: CreateAgencyRequest,
  sourceIp: string,
): Promise<AgencyDetail> {
  if (caller.agencyId) throw badRequest(ERROR_CODES.userAlreadyWithAgency);
  const configurationFile = configurationFileFor(configurations, input.state_name);
  const agencyId = randomUUID();
  await db.transaction(async (tx) => {
    const isInserted = await repo.insertAgencyIfOriFree(tx, {
      id: agencyId,
      full_name: input.full_name,
      ori: input.ori,
      state_name: input.state_name,
      configuration_file: configurationFile,
      phone1: input.phone1,
      email: normalizeEmail(input.email),
      timezone: input.timezone,
      jurisdiction_code: input.jurisdiction_code ?? null,
      status: 'Inactive',
      owner_email: caller.email,
      address: input.address ?? null,
    });
    if (!isInserted) throw agencyAlreadyExists();
    if (!(await repo.joinAgency(tx, caller.userId, agencyId))) throw badRequest(ERROR_CODES.userAlreadyWithAgency);
    await recordAuditEvent(tx, { action: 'agency.create', outcome: 'success', userId: caller.userId, agencyId, sourceIp });
  });
  const agency = await repo.findAgency(db, agencyId);
  if (!agency) throw new Error('the agency just created is missing');
  return agency;
}

/** The caller's agency. */
export async function readAgency(db: Database, agencyId: string): Promise<AgencyDetail> {
  const agency = await withTenant(db, agencyId, (tx) => repo.findAgency(tx, agencyId));
  if (!agency) throw badRequest(ERROR_CODES.userNotAnAgencyMember);
  return agency;
}

/** Changes only the fields sent, under the rules of creation; an ORI another agency holds is REGISTER_AGENCY_ALREADY_EXISTS. */
export async function updateAgency(
  { db, configurations }: AgencyServiceContext,
  caller: Caller,
  agencyId: string,
  input: UpdateAgencyRequest,
  sourceIp: string,
): Promise<AgencyDetail> {
  const changes: repo.AgencyChanges = {
    ...(input.full_name === undefined ? {} : { full_name: input.full_name }),
    ...(input.ori === undefined ? {} : { ori: input.ori }),
    ...(input.state_name === undefined
      ? {}
      : { state_name: input.state_name, configuration_file: configurationFileFor(configurations, input.state_name) }),
    ...(input.phone1 === undefined ? {} : { phone1: input.phone1 }),
    ...(input.email === undefined ? {} : { email: normalizeEmail(input.email) }),
    ...(input.timezone === undefined ? {} : { timezone: input.timezone }),
    ...(input.jurisdiction_code === undefined ? {} : { jurisdiction_code: input.jurisdiction_code }),
    ...(input.address === undefined ? {} : { address: input.address }),
  };
  try {
    return await withTenant(db, agencyId, async (tx) => {
      const agency = await repo.updateAgency(tx, agencyId, changes);
      if (!agency) throw badRequest(ERROR_CODES.userNotAnAgencyMember);
      if (Object.keys(changes).length > 0) {
        await recordAuditEvent(tx, { action: 'agency.update', outcome: 'success', userId: caller.userId, agencyId, sourceIp });
      }
      return agency;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw agencyAlreadyExists();
    throw error;
  }
}

/** Where a badge version is served: the hash in the path changes with the image, so it may be cached for good. */
export function badgePath(agencyId: string, sha256: string): string {
  return `/api/agencies/${agencyId}/badge/${sha256.slice(0, 16)}`;
}

/** Keeps the badge after checking its bytes (type sniffed from the content, at most 1 MB); answers its URL. */
export async function uploadBadge(db: Database, caller: Caller, agencyId: string, base64: string, sourceIp: string): Promise<string> {
  const data = Buffer.from(base64, 'base64');
  const issue = badgeIssue(data);
  const contentType = sniffImageType(data);
  if (issue || !contentType) throw badRequest(ERROR_CODES.validation, [{ path: 'body.data', message: issue ?? '' }]);
  const sha256 = createHash('sha256').update(data).digest('hex');
  const url = badgePath(agencyId, sha256);
  await withTenant(db, agencyId, async (tx) => {
    await repo.saveBadge(tx, agencyId, { content_type: contentType, data, sha256 }, url);
    await recordAuditEvent(tx, { action: 'agency.badge.update', outcome: 'success', userId: caller.userId, agencyId, sourceIp });
  });
  return url;
}

/** The badge named by its path, or 404 (an old version after a change, or none). */
export async function readBadge(db: Database, agencyId: string, version: string): Promise<{ contentType: string; data: Buffer }> {
  const badge = await withTenant(db, agencyId, (tx) => repo.findBadge(tx, agencyId));
  if (!badge || badge.sha256.slice(0, 16) !== version) throw new HttpError(404, ERROR_CODES.notFound);
  return { contentType: badge.content_type, data: Buffer.from(badge.data) };
}
