import { createHash, randomUUID } from 'node:crypto';
import type {
  AgencyDetail,
  ContactTypesResponse,
  CreateAgencyRequest,
  UpdateAgencyRequest,
  UpdateContactTypesRequest,
} from '@fieldbook/contract';
import { AGENCY_MESSAGES, badgeIssue, ERROR_CODES, normalizeEmail, orderContactTypes, sniffImageType, stateList } from '@fieldbook/domain';
import { recordAuditEvent } from '../accounts/auth.repo.ts';
import type { ConfigurationStore } from '../configurations/configuration-store.ts';
import type { Database } from '../db/database.ts';
import { withTenant } from '../db/tenant.ts';
import type { Caller } from '../http/authenticate.ts';
import { badRequest, HttpError } from '../http/http-error.ts';
import * as repo from './agency.repo.ts';
import { noticeOriClaim, type OriClaimContext } from './ori-claims.ts';

/** The ORI claim's notice needs the mailer (ori-claims.ts). */
export interface AgencyServiceContext extends OriClaimContext {
  configurations: ConfigurationStore;
}

/** The configuration of states that do not require stop data: a new agency there starts with review off (issue 25). */
const GENERIC_CONFIGURATION_FILE = 'generic.json';

/** The configuration file of a state named in configurations/states.json, or a 400 on body.state_name. */
function configurationFileFor(configurations: ConfigurationStore, stateName: string): string {
  const entry = stateList.parse(JSON.parse(configurations.listText)).find((state) => state.name === stateName);
  if (!entry) throw badRequest(ERROR_CODES.validation, [{ path: 'body.state_name', message: AGENCY_MESSAGES.state }]);
  return entry.file_name;
}

/**
 * The caller creates their agency (accounts.md §4 Agency creation): 'Inactive' until a plan is chosen, with the
 * caller as owner and member, in one transaction. Outside any tenant: the agency does not exist yet. An ORI another
 * agency holds is taken like any other (issue 23, finding 11: the spec's REGISTER_AGENCY_ALREADY_EXISTS told anyone
 * which ORIs are customers); the agencies that held it are told after the answer (ori-claims.ts).
 */
export async function createAgency(
  context: AgencyServiceContext,
  caller: Caller,
  input: CreateAgencyRequest,
  sourceIp: string,
): Promise<AgencyDetail> {
  const { db, configurations } = context;
  if (caller.agencyId) throw badRequest(ERROR_CODES.userAlreadyWithAgency);
  const configurationFile = configurationFileFor(configurations, input.state_name);
  const agencyId = randomUUID();
  await db.transaction(async (tx) => {
    await repo.insertAgency(tx, {
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
      // Issue 25: on for a state that requires stop data (every configuration but the generic one); owners change it.
      review_required: configurationFile !== GENERIC_CONFIGURATION_FILE,
    });
    if (!(await repo.joinAgency(tx, caller.userId, agencyId))) throw badRequest(ERROR_CODES.userAlreadyWithAgency);
    await recordAuditEvent(tx, {
      action: 'agency.create',
      outcome: 'success',
      userId: caller.userId,
      agencyId,
      objectId: agencyId,
      sourceIp,
    });
  });
  const agency = await repo.findAgency(db, agencyId);
  if (!agency) throw new Error('the agency just created is missing');
  noticeOriClaim(context, { agencyId, ori: agency.ori, userId: caller.userId, sourceIp });
  return agency;
}

/** The caller's agency. */
export async function readAgency(db: Database, agencyId: string): Promise<AgencyDetail> {
  const agency = await withTenant(db, agencyId, (tx) => repo.findAgency(tx, agencyId));
  if (!agency) throw badRequest(ERROR_CODES.userNotAnAgencyMember);
  return agency;
}

/**
 * Changes only the fields sent, under the rules of creation. A new ORI another agency holds is taken like any other
 * (issue 23, finding 11), and the agencies that held it are told after the answer (ori-claims.ts).
 */
export async function updateAgency(
  context: AgencyServiceContext,
  caller: Caller,
  agencyId: string,
  input: UpdateAgencyRequest,
  sourceIp: string,
): Promise<AgencyDetail> {
  const { db, configurations } = context;
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
  const { agency, isOriMoved } = await withTenant(db, agencyId, async (tx) => {
    const oriBefore = await repo.findOri(tx, agencyId);
    const updated = await repo.updateAgency(tx, agencyId, changes);
    if (!updated) throw badRequest(ERROR_CODES.userNotAnAgencyMember);
    if (Object.keys(changes).length > 0) {
      await recordAuditEvent(tx, {
        action: 'agency.update',
        outcome: 'success',
        userId: caller.userId,
        agencyId,
        objectId: agencyId,
        sourceIp,
      });
    }
    return { agency: updated, isOriMoved: updated.ori !== oriBefore };
  });
  // The settings form sends the whole agency on every save: only a change of ORI is a claim.
  if (isOriMoved) noticeOriClaim(context, { agencyId, ori: agency.ori, userId: caller.userId, sourceIp });
  return agency;
}

/**
 * The contact types the agency's officers may file (issue 24, defect 13): kept in Fieldbook's order, with an audit row
 * naming the agency and the types before and after. The rules engine reads them on every report the agency files.
 */
export async function updateContactTypes(
  db: Database,
  caller: Caller,
  agencyId: string,
  input: UpdateContactTypesRequest,
  sourceIp: string,
): Promise<ContactTypesResponse> {
  const contactTypes = orderContactTypes(input.contact_types);
  return withTenant(db, agencyId, async (tx) => {
    const before = await repo.findContactTypes(tx, agencyId);
    if (!before) throw badRequest(ERROR_CODES.userNotAnAgencyMember);
    const saved = await repo.updateContactTypes(tx, agencyId, contactTypes);
    await recordAuditEvent(tx, {
      action: 'agency.contact_types.update',
      outcome: 'success',
      userId: caller.userId,
      agencyId,
      objectId: agencyId,
      sourceIp,
      details: { before, after: saved },
    });
    return { contact_types: saved };
  });
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
    await recordAuditEvent(tx, {
      action: 'agency.badge.update',
      outcome: 'success',
      userId: caller.userId,
      agencyId,
      objectId: agencyId,
      sourceIp,
    });
  });
  return url;
}

/** The badge named by its path, or 404 (an old version after a change, or none). */
export async function readBadge(db: Database, agencyId: string, version: string): Promise<{ contentType: string; data: Buffer }> {
  const badge = await withTenant(db, agencyId, (tx) => repo.findBadge(tx, agencyId));
  if (!badge || badge.sha256.slice(0, 16) !== version) throw new HttpError(404, ERROR_CODES.notFound);
  return { contentType: badge.content_type, data: Buffer.from(badge.data) };
}
