import { z } from 'zod';
import { APPROVE_BATCH_MAX, RETURN_FIELDS_MAX, RETURN_NOTE_MAX, REVIEW_MESSAGES } from './review.ts';

// The review calls' bodies, apart from review.ts so the app's shell (which asks who may review) loads no zod.

const version = z.number().int().min(0);
const incidentNumber = z.string().trim().min(1).max(100);

/** POST .../return: the version the reviewer judged, the note, and the fields it points at (report paths). */
export const returnReportSchema = z.strictObject({
  version,
  note: z.string().trim().min(1, REVIEW_MESSAGES.noteRequired).max(RETURN_NOTE_MAX, REVIEW_MESSAGES.noteRequired),
  fields: z.array(z.string().min(1).max(200)).max(RETURN_FIELDS_MAX).default([]),
});
export type ReturnReportInput = z.input<typeof returnReportSchema>;

/** POST .../approve: each report with the version the reviewer judged; all or none are approved. */
export const approveReportsSchema = z.strictObject({
  reports: z
    .array(z.strictObject({ incident_number: incidentNumber, version }))
    .min(1)
    .max(APPROVE_BATCH_MAX),
});
export type ApproveReportsInput = z.input<typeof approveReportsSchema>;
