import {
  CITIZEN_SUBMISSION_KINDS,
  CITIZEN_SUBMISSION_LIMITS,
  CITIZEN_SUBMISSION_MESSAGES,
  CITIZEN_SUBMISSION_STATUSES,
  checkCitizenSubmission,
} from '@fieldbook/domain';
import { z } from 'zod';

/**
 * The citizen's side of early intervention (issue 28).
 * - POST /api/public/cases/{token}/submissions: a commendation or complaint from the case page, no session. 201 with
 *   the receipt only; 400 (rules), 404 (no such case), 409 SUBMISSION_ALREADY_OPEN (this device already has one not yet
 *   reviewed for this case), 413 (body too large), 429 (address or case limit).
 * - GET /api/early-intervention/citizen-submissions?status=: the intake list (owners, managers), oldest first.
 * - GET /api/early-intervention/citizen-submissions/count: how many are received, not reviewed (the badges), up to 1,000.
 * - POST /api/early-intervention/citizen-submissions/{id}/decision {decision, note}: accept or dismiss, once.
 */
const optionalText = z.string().max(1000).nullable().optional();

export const citizenSubmissionRequest = z
  .strictObject({
    kind: z.enum(CITIZEN_SUBMISSION_KINDS),
    // The rule is the domain's (checked below); the cap here only bounds what is parsed.
    text: z.string().max(CITIZEN_SUBMISSION_LIMITS.textMax * 2),
    name: optionalText,
    email: optionalText,
    phone: optionalText,
    consent: z.boolean(),
    /** A random id the browser keeps for this device. */
    device_id: z.uuid(),
  })
  .superRefine((value, context) => {
    for (const { field, issue } of checkCitizenSubmission(value))
      context.addIssue({ code: 'custom', path: [field], message: CITIZEN_SUBMISSION_MESSAGES[issue] });
  });
export type CitizenSubmissionRequest = z.input<typeof citizenSubmissionRequest>;

/** What the citizen is told back: nothing about the case, only that it arrived. */
export const citizenSubmissionReceipt = z.object({ kind: z.enum(CITIZEN_SUBMISSION_KINDS), status: z.literal('received') });
export type CitizenSubmissionReceipt = z.infer<typeof citizenSubmissionReceipt>;

export const citizenSubmissionsQuery = z.object({ status: z.enum(CITIZEN_SUBMISSION_STATUSES).default('received') });
export type CitizenSubmissionsQuery = z.input<typeof citizenSubmissionsQuery>;

export const citizenSubmission = z.object({
  id: z.string(),
  kind: z.enum(CITIZEN_SUBMISSION_KINDS),
  status: z.enum(CITIZEN_SUBMISSION_STATUSES),
  received_at: z.string(),
  /** Plain text as the citizen typed it: show it as text, never as HTML. */
  text: z.string(),
  contact: z.object({ name: z.string().nullable(), email: z.string().nullable(), phone: z.string().nullable() }),
  incident_number: z.string(),
  officer: z.object({ id: z.string(), name: z.string(), officer_id: z.string() }).nullable(),
  decision: z.object({ by: z.string().nullable(), at: z.string(), note: z.string().nullable() }).nullable(),
});
export type CitizenSubmission = z.infer<typeof citizenSubmission>;
export const citizenSubmissionsResponse = z.object({ submissions: z.array(citizenSubmission) });
/** Received, not reviewed; counted up to REVIEW_COUNT_LIMIT (1,000): that number means 'at least'. */
export const citizenSubmissionsCountResponse = z.object({ received: z.number().int() });
export type CitizenSubmissionsCount = z.infer<typeof citizenSubmissionsCountResponse>;

export const CITIZEN_DECISION_MESSAGES = {
  note: `Write a note of 1 to ${CITIZEN_SUBMISSION_LIMITS.decisionNoteMax} characters.`,
} as const;
export const citizenSubmissionDecision = z.strictObject({
  decision: z.enum(['accept', 'dismiss']),
  note: z
    .string()
    .trim()
    .min(1, CITIZEN_DECISION_MESSAGES.note)
    .max(CITIZEN_SUBMISSION_LIMITS.decisionNoteMax, CITIZEN_DECISION_MESSAGES.note),
});
export type CitizenSubmissionDecision = z.input<typeof citizenSubmissionDecision>;
