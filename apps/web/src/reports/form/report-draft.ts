import {
  type FieldIssue,
  type GeneralInformation,
  isCalendarDate,
  isClockTime,
  newPublicToken,
  PRODUCT_VERSION,
  type ReportPayload,
  type ReportRulesContext,
  splitReportInstant,
  toLocalDateTime,
  validateReport,
} from '@fieldbook/domain';
import { zonedDateTimeToInstant } from './zoned-time.ts';

/**
 * General Information while the officer edits it: the date ('YYYY-MM-DD') and the time ('HH:mm') are two inputs,
 * and the duration may be empty while it is being typed.
 */
export type DraftGeneralInformation = Omit<GeneralInformation, 'date' | 'duration'> & {
  date: string;
  time: string;
  duration: number | null;
};

/** The contact form's state: the report payload of reports.md §3 with General Information as above. */
export type ReportDraft = Omit<ReportPayload, 'general_information'> & { general_information: DraftGeneralInformation };

const EMPTY_LOCATION: GeneralInformation['location'] = { address: { full: '', city: '', zip: '' }, areas: [], type: '' };

/** Where the engine reports the date and the time; they are also the draft's two inputs. */
export const DATE_PATH = 'general_information.date';
export const TIME_PATH = 'general_information.time';

/**
 * One ISO instant from the two inputs, read in the agency's time zone. An invalid date is passed on as typed
 * (the engine says 'Please enter a valid date.'); a valid date with an invalid time becomes the date alone
 * (the engine then says 'Please enter a valid time. E.g.: 16:30').
 */
export function mergeDateAndTime(date: string, time: string, timeZone: string): string {
  if (!isCalendarDate(date) || !isClockTime(time)) return date;
  return zonedDateTimeToInstant(date, time, timeZone).toISOString();
}

/**
 * The payload to validate and send: the time merged into the date and the separate field removed (reports.md §3).
 * An unfinished draft gives an unfinished payload: validate it before sending.
 */
export function toPayload(draft: ReportDraft, timeZone: string): ReportPayload {
  const { date, time, ...general } = draft.general_information;
  return {
    ...draft,
    general_information: { ...general, date: mergeDateAndTime(date, time, timeZone) } as GeneralInformation,
  };
}

/** The draft of a stored report (amend): its instant split into the date and time the agency's clock showed. */
export function fromPayload(payload: ReportPayload, timeZone: string): ReportDraft {
  const general = payload.general_information;
  const { date, time } = splitReportInstant(general.date, timeZone);
  return {
    ...payload,
    general_information: {
      ...general,
      date: typeof date === 'string' ? date : '',
      time: typeof time === 'string' ? time : '',
      lighting_conditions: general.lighting_conditions ?? [],
      location: general.location ?? EMPTY_LOCATION,
      state_related: general.state_related ?? {},
    },
    citizens: payload.citizens ?? [],
    use_of_force: payload.use_of_force ?? {},
    officers: payload.officers ?? [],
    tags: { agency: payload.tags?.agency ?? [] },
  };
}

export interface NewDraftInput {
  id: string;
  type: string;
  incidentNumber: string;
  eventIdentifier?: string;
  /** When the officer chose the contact type: the report's date and time start there. */
  startedAt: Date;
  timeZone: string;
}

/** An empty contact form for a new report. */
export function createDraft(input: NewDraftInput): ReportDraft {
  const { date, time } = toLocalDateTime(input.startedAt, input.timeZone);
  const eventIdentifier = input.eventIdentifier?.trim();
  return {
    id: input.id,
    general_information: {
      date,
      time,
      type: input.type,
      incident_number: input.incidentNumber,
      lighting_conditions: [],
      was_use_of_force: false,
      duration: null,
      location: EMPTY_LOCATION,
      state_related: eventIdentifier ? { to_connect_reports: { event_identifier: eventIdentifier } } : {},
    },
    citizens: [],
    use_of_force: {},
    officers: [],
    tags: { agency: [] },
    created_in_version: PRODUCT_VERSION,
    public_token: newPublicToken(),
  };
}

/**
 * Every rule of reports.md §5 on the draft, through the domain engine. Date and time problems come back on
 * 'general_information.date' and 'general_information.time', the paths of the two inputs.
 */
export function validateDraft(draft: ReportDraft, context: ReportRulesContext): FieldIssue[] {
  return validateReport(toPayload(draft, context.timeZone), context).issues;
}
