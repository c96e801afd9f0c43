import type { MailAttachment, MailMessage } from '../mail/mailer.ts';

/** The mails of an export (analytics.md §1: 'download (export) of reports to the user's e-mail'). */

export interface ExportSummary {
  to: string;
  /** When it was asked for, on the agency's clock ('MM/DD/YYYY HH:mm'). */
  requestedAt: string;
  reportCount: number;
  rowCount: number;
}

const counted = ({ reportCount, rowCount }: ExportSummary) =>
  `${reportCount} ${reportCount === 1 ? 'report' : 'reports'} in ${rowCount} ${rowCount === 1 ? 'row' : 'rows'} (one row per citizen)`;

export function attachedExportMail(summary: ExportSummary, attachments: MailAttachment[]): MailMessage {
  return {
    to: summary.to,
    subject: 'Your report export is ready',
    text: [
      'Hello,',
      '',
      `The export of agency reports you asked for on ${summary.requestedAt} is attached as a CSV file and an Excel file: ${counted(summary)}.`,
      '',
      'The files hold the personal data of the people stopped: keep them as your agency keeps its reports.',
      '',
      'Fieldbook',
    ].join('\n'),
    attachments,
  };
}

/**
 * A large export: one link to the app's download page, which asks the requester to sign in (the link alone opens
 * nothing: forwarded, it is useless to anyone else).
 */
export function linkedExportMail(summary: ExportSummary, pageUrl: string, expiresAt: string): MailMessage {
  return {
    to: summary.to,
    subject: 'Your report export is ready',
    text: [
      'Hello,',
      '',
      `The export of agency reports you asked for on ${summary.requestedAt} is ready: ${counted(summary)}.`,
      `The files (CSV and Excel) are too large to attach. Download them in Fieldbook until ${expiresAt}:`,
      '',
      pageUrl,
      '',
      'The link opens Fieldbook: sign in with your own account (the one that asked for the export) and the page offers both files. Nobody else can download them, even with this link.',
      'The files hold the personal data of the people stopped: keep them as your agency keeps its reports.',
      '',
      'Fieldbook',
    ].join('\n'),
  };
}

export function failedExportMail(to: string, requestedAt: string): MailMessage {
  return {
    to,
    subject: 'Your report export could not be made',
    text: [
      'Hello,',
      '',
      `The export of agency reports you asked for on ${requestedAt} could not be made. Nothing else was affected: please ask for the export again later.`,
      '',
      'Fieldbook',
    ].join('\n'),
  };
}
