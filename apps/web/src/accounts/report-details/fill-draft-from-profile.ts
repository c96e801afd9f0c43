import type { ReportProfileView } from '@fieldbook/contract';
import { fillFromProfile, type StateConfiguration, toLocalDateTime } from '@fieldbook/domain';
import type { ReportDraft } from '../../reports/form/index.ts';

/**
 * A new report's draft with the officer's report details filled where empty (issue 24): years of experience counted
 * to the day the report was started, in the agency's calendar. The officer can still change them on the report.
 */
export function fillDraftFromProfile(
  form: ReportDraft,
  config: StateConfiguration | undefined,
  profile: ReportProfileView | null | undefined,
  startedAt: Date,
  timeZone: string,
): ReportDraft {
  if (!config || !profile) return form;
  const general = form.general_information;
  const stateRelated = general.state_related ?? {};
  const filled = fillFromProfile(stateRelated, config, profile, toLocalDateTime(startedAt, timeZone).date);
  return filled === stateRelated ? form : { ...form, general_information: { ...general, state_related: filled as typeof stateRelated } };
}
