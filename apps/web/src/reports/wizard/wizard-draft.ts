import type { ContactType } from '@fieldbook/domain';
import type { ReportDraft } from '../form/index.ts';

/**
 * The draft kept on the device (reports.md §3: at least start time, coordinates, duration, type, incident
 * number and event identifier) plus the form so far. The report id is made when the draft starts and never changes.
 */
export interface WizardDraft {
  step: 2 | 3;
  startedAt: string;
  deviceCoords: { latitude: number; longitude: number } | null;
  type: ContactType;
  incidentNumber: string;
  eventIdentifier: string;
  form: ReportDraft | null;
}

/** A draft worth keeping: both numbers given (reports.md §4). */
export const hasBothNumbers = (draft: WizardDraft | null): draft is WizardDraft => Boolean(draft?.incidentNumber && draft.form);
