import { type ContactType, isValidIncidentNumber, type TemplateAnswers } from '@fieldbook/domain';
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
  /** The stop template it started from (issue 24): its answers fill the form when the form is made. */
  template?: { name: string; answers: TemplateAnswers };
}

/** A draft kept on the device to continue: it has its incident number (it was saved by isWorthKeeping). */
export const hasBothNumbers = (draft: WizardDraft | null): draft is WizardDraft => Boolean(draft?.incidentNumber);

/**
 * Leaving with both numbers filled keeps the draft (reports.md §4): past the numbers step always; on it, once the
 * incident number is valid and, where the state offers it, the ID to link reports too (docs/decisions.md).
 */
export function isWorthKeeping(draft: WizardDraft, isLinkingOffered: boolean): boolean {
  if (draft.form) return true;
  return isValidIncidentNumber(draft.incidentNumber) && (!isLinkingOffered || isValidIncidentNumber(draft.eventIdentifier));
}
