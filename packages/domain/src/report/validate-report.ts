import type { ItemForm, StateConfiguration } from '../configuration/configuration.schema.ts';
import type { DojTables } from '../doj-tables/index.ts';
import type { FieldIssue } from '../errors.ts';
import { isShown } from './conditions.ts';
import { splitReportInstant } from './date-rules.ts';
import { asArray, asRecord, isEmpty, isRecord } from './emptiness.ts';
import { checkSections, type FormContext } from './field-rules.ts';
import { FIELD_LIST_MAX_ITEMS, ITEM_ID_MAX_LENGTH } from './field-shapes.ts';
import { checkGeneralInformation, checkReferences, REPORT_TAGS_MAX } from './general-rules.ts';
import { isCalendarDate, toLocalDateTime } from './local-time.ts';
import { MESSAGES } from './messages.ts';
import { disabledFieldKeys, normalizeReport, type ReportMode } from './normalize-report.ts';
import { isRandomLookingToken } from './public-token.ts';
import { CONTACT_TYPES } from './report.constants.ts';
import { isValidReportId } from './report-id.ts';
import { checkUseOfForce } from './use-of-force-rules.ts';

/** An agency named under 'Other agencies involved' (use of force). */
export const OTHER_AGENCY_MAX_LENGTH = 200;
const isEmptyList = (value: unknown) => Array.isArray(value) && value.length === 0;

export interface ReportRulesContext {
  config: StateConfiguration;
  /** The customer's time zone: "today" and "now" are read there. */
  timeZone: string;
  now: Date;
  mode: ReportMode;
  /** The contact types the agency offers (its customisation may restrict them); both by default. */
  contactTypes?: readonly string[];
  /**
   * The DOJ tables (California): offense codes in force on the stop's day and DOJ city names. The server always
   * passes the agency's; the browser once they are loaded (until then those two checks wait for the server).
   */
  tables?: DojTables | undefined;
}

/** One list of items (citizens, officers, complaints, investigations): presence, cap, ids, then each item's sections. */
function checkItems(items: unknown, form: ItemForm, area: string, context: FormContext, isRequiredMessage: string): FieldIssue[] {
  if (items !== undefined && !Array.isArray(items)) return [{ path: area, message: MESSAGES.invalidValue }];
  const list = asArray(items);
  const issues: FieldIssue[] = [];
  if (form.required && list.length === 0) issues.push({ path: area, message: isRequiredMessage });
  if (form.max_items !== undefined && list.length > form.max_items) issues.push({ path: area, message: MESSAGES.maxItems(form.max_items) });
  const seen = new Set<string>();
  list.forEach((item, index) => {
    const id = asRecord(item).id;
    if (!isRecord(item) || typeof id !== 'string' || isEmpty(id) || id.length > ITEM_ID_MAX_LENGTH || seen.has(id)) {
      issues.push({ path: `${area}.${index}`, message: MESSAGES.invalidValue });
      return;
    }
    seen.add(id);
    issues.push(...checkSections(form.sections, item, area, `${area}.${index}`, context));
  });
  return issues;
}

/** The stop's calendar day in the agency's time zone, when the report's date is a real instant. */
function stopDateOf(date: unknown, timeZone: string): string | undefined {
  const day = splitReportInstant(date, timeZone).date;
  return typeof day === 'string' && isCalendarDate(day) ? day : undefined;
}

/** Every rule of reports.md §5 on an already normalised report. */
export function checkReport(report: Record<string, unknown>, context: ReportRulesContext): FieldIssue[] {
  const { config } = context;
  const general = asRecord(report.general_information);
  const citizens = asArray(report.citizens);
  const officers = asArray(report.officers);
  const formContext: FormContext = {
    report,
    citizenIds: new Set(citizens.map((citizen) => asRecord(citizen).id).filter((id): id is string => typeof id === 'string')),
    disabled: disabledFieldKeys(config),
    tables: context.tables,
    stopDate: stopDateOf(general.date, context.timeZone),
  };
  const issues: FieldIssue[] = [];
  if (!isValidReportId(report.id)) issues.push({ path: 'id', message: MESSAGES.invalidValue });
  if (!isRecord(report.general_information)) issues.push({ path: 'general_information', message: MESSAGES.invalidValue });

  issues.push(
    ...checkGeneralInformation(general, {
      config,
      today: toLocalDateTime(context.now, context.timeZone),
      timeZone: context.timeZone,
      contactTypes: context.contactTypes ?? CONTACT_TYPES,
      offeredLocationTypes: new Set(
        config.general_information.location_types
          .filter((option) => isShown(option, { report, item: general }))
          .map((option) => option.value),
      ),
      tables: context.tables,
      stopDate: formContext.stopDate,
      locationTypesNeedingCoords: new Set(
        config.general_information.location_types.filter((option) => option.requires_coordinates).map((option) => option.value),
      ),
    }),
  );
  issues.push(
    ...checkSections(
      config.general_information.sections,
      general.state_related,
      'general_information',
      'general_information.state_related',
      formContext,
    ),
  );

  issues.push(...checkItems(report.citizens, { ...config.citizens, required: true }, 'citizens', formContext, MESSAGES.citizenRequired));
  if (officers.length > 0 && citizens.length === 0) issues.push({ path: 'officers', message: MESSAGES.officersNeedCitizen });
  issues.push(...checkItems(report.officers, config.officers, 'officers', formContext, MESSAGES.itemRequired));

  const useOfForce = config.use_of_force;
  if (useOfForce && general.was_use_of_force === true) {
    issues.push(...checkSections(useOfForce.sections, report.use_of_force, 'use_of_force', 'use_of_force', formContext));
    const others = asRecord(report.use_of_force).other_agencies_involved;
    const isAgencyName = (entry: unknown) => typeof entry === 'string' && entry.length <= OTHER_AGENCY_MAX_LENGTH;
    if (others !== undefined && !(Array.isArray(others) && others.every(isAgencyName))) {
      issues.push({ path: 'use_of_force.other_agencies_involved', message: MESSAGES.invalidValue });
    } else if (Array.isArray(others) && others.length > FIELD_LIST_MAX_ITEMS) {
      issues.push({ path: 'use_of_force.other_agencies_involved', message: MESSAGES.maxItems(FIELD_LIST_MAX_ITEMS) });
    }
  }
  if (useOfForce)
    issues.push(...checkUseOfForce({ citizens, officers, wasUseOfForce: general.was_use_of_force === true }, useOfForce.rules));

  for (const area of ['complaints', 'investigations'] as const) {
    const form = config.supervision?.[area];
    if (context.mode === 'amend' && form) issues.push(...checkItems(report[area], form, area, formContext, MESSAGES.itemRequired));
    // Outside an amend only no list, or an empty one, is accepted: not null, {} or a blank text stored as sent.
    else if (report[area] !== undefined && !isEmptyList(report[area])) issues.push({ path: area, message: MESSAGES.supervisionOnAmend });
  }

  if (report.public_token !== undefined && !(typeof report.public_token === 'string' && isRandomLookingToken(report.public_token)))
    issues.push({ path: 'public_token', message: MESSAGES.invalidValue });
  const tags = checkReferences(asRecord(report.tags).agency, REPORT_TAGS_MAX, ['color']);
  if (tags) issues.push({ path: 'tags.agency', message: tags });
  return issues;
}

/**
 * The one entry point the browser and the server share: normalise the report as the form keeps it, then check
 * every rule. The report is valid when `issues` is empty; `report` is what may be stored.
 */
export function validateReport(input: unknown, context: ReportRulesContext): { report: Record<string, unknown>; issues: FieldIssue[] } {
  const report = normalizeReport(input, context.config, context.mode);
  return { report, issues: checkReport(report, context) };
}
