import { DOJ_STATUSES } from '@fieldbook/domain';
import { z } from 'zod';

/** Issue 26, submission of stops to the California DOJ: the calls under /api/doj-submissions. */
export const dojStatus = z.enum(DOJ_STATUSES);

const dateText = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the date format YYYY-MM-DD.');
const ORI = /^[A-Z0-9]{9}$/;
const FINGERPRINT = /^SHA256:[A-Za-z0-9+/]{43}$/;

/** GET answers the settings without the secret (has_secret says one is stored); PUT keeps the stored secret when none is given. */
export const dojSettingsView = z.object({
  ori: z.string(),
  environment: z.enum(['TEST', 'PROD']),
  transport: z.enum(['sftp', 'portal']),
  host: z.string().nullable(),
  port: z.number().int(),
  username: z.string().nullable(),
  host_fingerprint: z.string().nullable(),
  has_secret: z.boolean(),
  schedule_enabled: z.boolean(),
  schedule_hour: z.number().int(),
  is_configured: z.boolean(),
});
export type DojSettingsView = z.infer<typeof dojSettingsView>;

export const dojSettingsBody = z
  .object({
    ori: z.string().trim().regex(ORI, 'The ORI has 9 capital letters or digits.'),
    environment: z.enum(['TEST', 'PROD']),
    transport: z.enum(['sftp', 'portal']),
    host: z.string().trim().max(253).nullable().default(null),
    port: z.number().int().min(1, 'Use a port from 1 to 65535.').max(65535, 'Use a port from 1 to 65535.').default(22),
    username: z.string().trim().max(128).nullable().default(null),
    password: z.string().max(1024).optional(),
    private_key: z.string().max(16_384).optional(),
    host_fingerprint: z.string().trim().regex(FINGERPRINT, 'Paste the fingerprint as SHA256:… (ssh-keygen -lf).').nullable().default(null),
    schedule_enabled: z.boolean().default(false),
    schedule_hour: z.number().int().min(0, 'Choose an hour from 0 to 23.').max(23, 'Choose an hour from 0 to 23.').default(2),
  })
  .superRefine((body, context) => {
    if (body.transport !== 'sftp') return;
    if (!body.host) context.addIssue({ code: 'custom', path: ['host'], message: 'Enter the SFTP host the DOJ gave you.' });
    if (!body.username) context.addIssue({ code: 'custom', path: ['username'], message: 'Enter the SFTP user the DOJ gave you.' });
    if (!body.host_fingerprint)
      context.addIssue({ code: 'custom', path: ['host_fingerprint'], message: "Enter the server's host key fingerprint." });
  });
export type DojSettingsBody = z.input<typeof dojSettingsBody>;

/** The most stops one 'Submit selected now' may name. */
export const DOJ_SUBMIT_MAX_STOPS = 1000;

/** 'Submit now': the chosen stops, or every eligible stop whose date is in the period. */
export const dojSubmitBody = z.union([
  z.object({ report_ids: z.array(z.uuid()).min(1).max(DOJ_SUBMIT_MAX_STOPS) }),
  z.object({ from: dateText, to: dateText }),
]);
export type DojSubmitBody = z.infer<typeof dojSubmitBody>;
export const dojSubmitResult = z.object({ batch_id: z.uuid().nullable(), eligible: z.number().int() });

export const dojBatch = z.object({
  id: z.uuid(),
  created_at: z.string(),
  by: z.string().nullable(),
  trigger: z.enum(['manual', 'schedule']),
  transport: z.enum(['sftp', 'portal']),
  environment: z.enum(['TEST', 'PROD']),
  stop_count: z.number().int(),
  state: z.enum(['unsent', 'sent', 'answered']),
  failure_reason: z.string().nullable(),
  attempts: z.number().int(),
  sent_at: z.string().nullable(),
  answered_at: z.string().nullable(),
  files: z.array(z.object({ file_name: z.string(), tx_type: z.enum(['I', 'U']), result: z.enum(['accepted', 'failed']).nullable() })),
});
export type DojBatch = z.infer<typeof dojBatch>;

const stopRef = z.object({ id: z.uuid(), incident_number: z.string() });
/**
 * Whether a stop the DOJ failed may be sent now: ready (amended since, approved, in no open batch), or not yet: not
 * amended since (amend_first), its amend waiting for review (in_review), already in a batch being sent (in_batch).
 */
export const dojErrorStopSend = z.enum(['ready', 'amend_first', 'in_review', 'in_batch']);
export type DojErrorStopSend = z.infer<typeof dojErrorStopSend>;

export const dojOverview = z.object({
  year: z.number().int(),
  counts: z.record(dojStatus, z.number().int()),
  /** 1 April of the next year: when the year's stops must be with the DOJ. */
  deadline: z.string(),
  not_accepted: z.number().int(),
  eligible: z.number().int(),
  batches: z.array(dojBatch),
  /** The DOJ's errors on Failed stops and on those amended since, with whether each may go into a batch now. */
  errors: z.array(z.object({ message: z.string(), stops: z.array(stopRef.extend({ send: dojErrorStopSend })) })),
  not_sendable: z.array(stopRef.extend({ reasons: z.array(z.string()) })),
  settings: z.object({ is_configured: z.boolean(), transport: z.enum(['sftp', 'portal']).nullable() }),
});
export type DojOverview = z.infer<typeof dojOverview>;

export const dojOverviewQuery = z.object({ year: z.coerce.number().int().min(2018).max(2100) });
export const dojPublicReleaseQuery = z.object({ from: dateText, to: dateText });

/** The largest DOJ response file a portal agency may upload (a file naming 10,000 errors is about 2 MB). */
export const DOJ_RESPONSE_MAX_LENGTH = 5_000_000;
export const DOJ_RESPONSE_NOT_TEXT =
  "This is not a DOJ response file: it is not text. Choose the response file you downloaded from the DOJ's portal.";

/**
 * A portal agency's upload of a DOJ response file (the text as read by the browser), applied as the results job applies
 * one read by SFTP. `written_at` is the file's last change as the browser knows it (a response without errors answers
 * the batches sent before it).
 */
export const dojResponseUpload = z.strictObject({
  file_name: z.string().trim().min(1, 'The file has no name.').max(200, 'The file name is too long (200 characters at most).'),
  content: z
    .string()
    .max(DOJ_RESPONSE_MAX_LENGTH, 'The file is too large for a DOJ response file (5 MB at most).')
    .refine((text) => text.trim() !== '', 'The file is empty.')
    .refine((text) => !text.includes('\u0000'), DOJ_RESPONSE_NOT_TEXT),
  written_at: z.iso.datetime({ offset: true }).optional(),
});
export type DojResponseUpload = z.infer<typeof dojResponseUpload>;

/**
 * What became of an uploaded response file: processed (`failed` stops Failed, `accepted` Submitted), kept for a person
 * without changing anything (malformed: not a DOJ response; foreign: another ORI or files this agency did not send or
 * that were answered; `note` says which), or known (a file of that name was read before: nothing changed).
 */
export const dojResponseUploadResult = z.object({
  state: z.enum(['processed', 'malformed', 'foreign', 'known']),
  failed: z.number().int(),
  accepted: z.number().int(),
  note: z.string().nullable(),
});
export type DojResponseUploadResult = z.infer<typeof dojResponseUploadResult>;
