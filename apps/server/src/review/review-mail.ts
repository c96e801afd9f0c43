import { PRODUCT_NAME } from '@fieldbook/domain';
import type { MailMessage } from '../mail/mailer.ts';

/**
 * 'A report was returned to you' (issue 25): the incident number, who returned it and a link to the app's 'Returned to
 * me'. Never the note or anything of the report itself: the note may name the people stopped, and mail leaves the
 * system; the officer reads it in the app, signed in.
 */
export function reportReturnedMail(input: { to: string; incidentNumber: string; reviewerName: string; publicUrl: string }): MailMessage {
  const link = `${input.publicUrl}/app/my-reports`;
  return {
    to: input.to,
    subject: `Report ${input.incidentNumber} was returned to you`,
    text: [
      `${input.reviewerName} returned your report ${input.incidentNumber} with a note on what needs to change.`,
      '',
      `Read the note and amend the report in ${PRODUCT_NAME} (Returned to me): ${link}`,
      '',
      `${PRODUCT_NAME}`,
    ].join('\n'),
  };
}
