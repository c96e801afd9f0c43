import { randomUUID } from 'node:crypto';
import type { AgencyOffenseCodesUpload, AgencyOffenseCodesView, DojCitiesView, OffenseCodesView } from '@fieldbook/contract';
import {
  type DojTables,
  ERROR_CODES,
  indexOffenseCodes,
  type OffenseCodeTable,
  parseOffenseCodeCsv,
  type StateConfiguration,
  usesDojTables,
} from '@fieldbook/domain';
import { recordAuditEvent } from '../accounts/auth.repo.ts';
import type { Database, Queryable } from '../db/database.ts';
import { withTenant } from '../db/tenant.ts';
import { agencyOf, type Caller } from '../http/authenticate.ts';
import { badRequest } from '../http/http-error.ts';
import * as repo from './doj-tables.repo.ts';
import { shippedDojTables } from './shipped-doj-tables.ts';

/** How many of an upload's problems the answer names (the first ones; a wrong file has one per line). */
const PROBLEMS_SHOWN = 20;
/** Agencies whose uploaded table this process keeps parsed (a cache: the version in the database decides). */
const CACHED_AGENCIES = 50;
const SHIPPED_VERSION = 'shipped';

/**
 * The DOJ tables of an agency (issue 26): the DOJ's cities as shipped, and the offense codes of the agency's own copy
 * when it loaded one, else the shipped snapshot. Reports are checked against them on the server (tablesFor) and the
 * form reads the same rows (offenseCodes, cities).
 */
export function createDojTables(db: Database, configurationsDir: string) {
  const shipped = () => shippedDojTables(configurationsDir);
  const cached = new Map<string, { version: string; table: OffenseCodeTable }>();

  async function agencyTable(tx: Queryable, agencyId: string): Promise<{ version: string; table: OffenseCodeTable }> {
    const [row] = await tx.query<{ version: string }>('select version from agency_offense_codes where agency_id = $1', [agencyId]);
    if (!row) return { version: SHIPPED_VERSION, table: shipped().offenseCodes };
    const hit = cached.get(agencyId);
    if (hit?.version === row.version) return hit;
    const entry = { version: row.version, table: indexOffenseCodes((await repo.findOffenseCodes(tx, agencyId)) ?? []) };
    cached.delete(agencyId);
    if (cached.size >= CACHED_AGENCIES) cached.delete(cached.keys().next().value as string);
    cached.set(agencyId, entry);
    return entry;
  }

  async function readInfo(tx: Queryable, agencyId: string): Promise<AgencyOffenseCodesView> {
    const info = await repo.findOffenseCodesInfo(tx, agencyId);
    if (info) return { source: 'agency', ...info };
    return {
      source: 'shipped',
      code_count: shipped().offenseCodes.codes.length,
      file_name: null,
      uploaded_at: null,
      uploaded_by_name: null,
    };
  }

  return {
    /** What the rules engine checks an agency's report against; none for a configuration that reads no DOJ table. */
    async tablesFor(tx: Queryable, agencyId: string, config: StateConfiguration): Promise<DojTables | undefined> {
      if (!usesDojTables(config)) return undefined;
      return { offenseCodes: (await agencyTable(tx, agencyId)).table, cities: shipped().cities };
    },

    async offenseCodes(caller: Caller): Promise<OffenseCodesView> {
      const agencyId = agencyOf(caller);
      const { version, table } = await withTenant(db, agencyId, (tx) => agencyTable(tx, agencyId));
      return {
        version,
        source: version === SHIPPED_VERSION ? 'shipped' : 'agency',
        codes: table.codes.map((entry) => [
          entry.code,
          entry.statute,
          entry.statute_type,
          entry.charge_type,
          entry.literal,
          entry.enacted,
          entry.repealed,
        ]),
      };
    },

    cities(): DojCitiesView {
      return { cities: shipped().cities.cities.map((city) => [city.name, city.county, city.deactivated]) };
    },

    read(caller: Caller): Promise<AgencyOffenseCodesView> {
      const agencyId = agencyOf(caller);
      return withTenant(db, agencyId, (tx) => readInfo(tx, agencyId));
    },

    /** The agency's newer copy replaces its table once every line reads as a code; else 400 naming the first problems. */
    async upload(caller: Caller, upload: AgencyOffenseCodesUpload): Promise<AgencyOffenseCodesView> {
      const agencyId = agencyOf(caller);
      const { codes, problems } = parseOffenseCodeCsv(upload.csv);
      if (problems.length > 0) {
        const shown = problems.slice(0, PROBLEMS_SHOWN).map((message) => ({ path: 'body.csv', message }));
        if (problems.length > PROBLEMS_SHOWN)
          shown.push({ path: 'body.csv', message: `And ${problems.length - PROBLEMS_SHOWN} more problems.` });
        throw badRequest(ERROR_CODES.validation, shown);
      }
      return withTenant(db, agencyId, async (tx) => {
        await repo.saveOffenseCodes(tx, agencyId, { codes, fileName: upload.file_name, version: randomUUID(), uploadedBy: caller.userId });
        await recordAuditEvent(tx, {
          action: 'agency.offense_codes.upload',
          outcome: 'success',
          userId: caller.userId,
          agencyId,
          objectId: agencyId,
          sourceIp: caller.sourceIp,
          details: { code_count: codes.length },
        });
        return readInfo(tx, agencyId);
      });
    },

    /** Back to the shipped DOJ snapshot. */
    async reset(caller: Caller): Promise<AgencyOffenseCodesView> {
      const agencyId = agencyOf(caller);
      return withTenant(db, agencyId, async (tx) => {
        if (await repo.deleteOffenseCodes(tx, agencyId))
          await recordAuditEvent(tx, {
            action: 'agency.offense_codes.reset',
            outcome: 'success',
            userId: caller.userId,
            agencyId,
            objectId: agencyId,
            sourceIp: caller.sourceIp,
          });
        return readInfo(tx, agencyId);
      });
    },
  };
}

export type DojTablesService = ReturnType<typeof createDojTables>;
