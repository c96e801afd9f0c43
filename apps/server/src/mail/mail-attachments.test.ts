import { describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { createDevMailbox } from './mailer.ts';

describe('mail attachments in the development mailbox', () => {
  it('keeps the text and lists the attachment names, never their content', async () => {
    const stored: unknown[][] = [];
    const db = {
      async query(_sql: string, params: unknown[] = []) {
        stored.push(params);
        return [];
      },
    } as unknown as Database;
    const logged: object[] = [];
    const mailbox = createDevMailbox(db, {
      info(object) {
        logged.push(object);
      },
    });
    await mailbox.send({
      to: 'manager@demo.test',
      subject: 'Your report export is ready',
      text: 'The export is attached.',
      attachments: [
        { filename: 'reports-2026-01-02.csv', path: '/nowhere/reports.csv', contentType: 'text/csv' },
        { filename: 'reports-2026-01-02.xlsx', path: '/nowhere/reports.xlsx', contentType: 'application/octet-stream' },
      ],
    });
    expect(stored).toEqual([
      [
        'manager@demo.test',
        'Your report export is ready',
        'The export is attached.\n\nAttachments (not kept here): reports-2026-01-02.csv, reports-2026-01-02.xlsx',
        null,
      ],
    ]);
    expect(logged).toEqual([{ to: 'm***@demo.test', subject: 'Your report export is ready' }]);
  });
});
