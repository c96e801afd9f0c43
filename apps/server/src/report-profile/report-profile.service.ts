import type { ReportProfileView } from '@fieldbook/contract';
import {
  checkProfileAnswers,
  ERROR_CODES,
  officerEthnicitiesOf,
  profileFromFiledReport,
  type StateConfiguration,
  saveProfileAnswers,
  toLocalDateTime,
} from '@fieldbook/domain';
import type { ConfigurationStore } from '../configurations/configuration-store.ts';
import type { Database, Queryable } from '../db/database.ts';
import { withTenant } from '../db/tenant.ts';
import { agencyOf, type Caller } from '../http/authenticate.ts';
import { badRequest } from '../http/http-error.ts';
import * as repo from './report-profile.repo.ts';

/** The caller's agency, its configuration and today's day in its calendar. */
function agencyContext(caller: Caller, configurations: ConfigurationStore) {
  const agencyId = agencyOf(caller);
  if (!caller.agency) throw badRequest('USER_NOT_AN_AGENCY_MEMBER');
  const config = configurations.get(caller.agency.configurationFile);
  return { agencyId, config, today: toLocalDateTime(new Date(), caller.agency.timezone).date };
}

/** The officer's report details (issue 24): read and saved by the officer only, inside the officer's agency. */
export function createReportProfiles(db: Database, configurations: ConfigurationStore) {
  return {
    async read(caller: Caller): Promise<ReportProfileView> {
      const { agencyId } = agencyContext(caller, configurations);
      const profile = await withTenant(db, agencyId, (tx) => repo.findReportProfile(tx, agencyId, caller.userId));
      return profile ?? { answers: {}, saved_on: {} };
    },

    /** The whole profile replaced by `answers`, checked with the report's own field rules against the agency's configuration. */
    async save(caller: Caller, answers: unknown): Promise<ReportProfileView> {
      const { agencyId, config, today } = agencyContext(caller, configurations);
      const checked = checkProfileAnswers(answers, config, 'body.answers');
      if (checked.issues.length > 0) throw badRequest(ERROR_CODES.validation, checked.issues);
      return withTenant(db, agencyId, async (tx) => {
        const previous = await repo.findReportProfile(tx, agencyId, caller.userId);
        const next = saveProfileAnswers(previous, checked.answers, config, today);
        await repo.saveReportProfile(tx, agencyId, caller.userId, next);
        return next;
      });
    },
  };
}

/**
 * On a report's create, in its transaction: the author's profile takes the report's profile answers when they differ
 * from it or it is empty (domain profileFromFiledReport), so an officer who never opens 'Report details' still gets
 * them filled next time. `reportDay` is the report's local date.
 */
export async function rememberProfileOfFiledReport(
  tx: Queryable,
  agencyId: string,
  userId: string,
  stateRelated: unknown,
  config: StateConfiguration,
  reportDay: string,
): Promise<void> {
  if (!config.general_information.sections.some((section) => section.fields.some((field) => field.profile))) return;
  const previous = await repo.findReportProfile(tx, agencyId, userId);
  const next = profileFromFiledReport(previous, stateRelated, config, reportDay);
  if (next) await repo.saveReportProfile(tx, agencyId, userId, next);
}

/**
 * The officer's race or ethnicity for the DOJ record (v2 `Officer.ListOfficerEth`, issue 26), from the officer's report
 * details inside `tx` (a tenant transaction of `agencyId`): option values of the perceived race options, [] when the
 * officer never gave it.
 */
export async function officerEthnicities(tx: Queryable, agencyId: string, userId: string): Promise<string[]> {
  return officerEthnicitiesOf(await repo.findReportProfile(tx, agencyId, userId));
}
