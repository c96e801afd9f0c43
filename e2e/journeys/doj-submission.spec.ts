import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { logIn as logInThroughForm } from '../support/login.ts';
import { fillCaliforniaReport, reportOnServer, startReport } from '../support/report-wizard.ts';

/**
 * Issue 26, done when: a manager opens Submissions and sends the pending stops to the local SFTP server (the e2e
 * server's, playing the DOJ), the test writes the DOJ's answer with one error, the stop shows Failed with the DOJ's
 * words, the officer amends it, it is sent again as U and ends Submitted.
 */
/** The e2e server seeds the demo's history while the journeys run: its answers can take seconds on a busy machine. */
const expectSoon = expect.configure({ timeout: 30_000 });
const mailPort = Number(process.env.E2E_MAIL_PORT ?? 8126);
const NUMBER = 'E2E-DOJ-1';
const DOJ_WORDS = 'CA DOJ: the stop duration does not match the result of stop';

interface Sftp {
  host: string;
  port: number;
  username: string;
  password: string;
  fingerprint: string;
  root: string;
}

async function logIn(page: Page, email: string) {
  await logInThroughForm(page, email);
  await expect(page).toHaveURL(/\/app\//);
}

/** A call to the API with the page's own session. */
const api = (page: Page, method: string, path: string, body?: unknown) =>
  page.evaluate(
    async ({ method, path, body }) => {
      const token = sessionStorage.getItem('fieldbook.access-token');
      const headers: Record<string, string> = { authorization: `Bearer ${token}` };
      if (body !== undefined) headers['content-type'] = 'application/json';
      const response = await fetch(path, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
      return { status: response.status, body: response.headers.get('content-type')?.includes('json') ? await response.json() : null };
    },
    { method, path, body },
  );

const incoming = (sftp: Sftp) => join(sftp.root, 'TEST/incoming_to_DOJ/JSON');
const fileOf = (sftp: Sftp, reportId: string) => readdirSync(incoming(sftp)).filter((name) => name.endsWith(`_${reportId}.json`));

function answer(sftp: Sftp, name: string, recordErrors: string[]) {
  const lines = [
    'File Level Fatal Errors:',
    'Agency ORI|File name|Date Submitted|Time Submitted|Error message',
    'Record Level Fatal Errors:',
    'Agency ORI|File name|LEA record ID|Error List',
    'Record Level Errors:',
    'Agency ORI|File name|LEA record ID|Error List',
    ...recordErrors,
  ];
  writeFileSync(join(sftp.root, 'TEST/responses_from_DOJ', name), `${lines.join('\r\n')}\r\n`);
}

async function sendToday(page: Page) {
  await page.goto('/app/submissions');
  await expectSoon(page.getByRole('heading', { name: 'Submissions', level: 1 })).toBeVisible();
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' }).format(new Date());
  await page.getByRole('textbox', { name: 'From', exact: true }).fill(today);
  await page.getByRole('textbox', { name: 'To', exact: true }).fill(today);
  await page.getByRole('button', { name: 'Submit now' }).click();
  await expectSoon(page.getByText('Sent, waiting for the DOJ').first()).toBeVisible();
}

test('a stop goes to the DOJ, fails with its words, is amended and goes again as U, ending Submitted', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const sftp = (await (await fetch(`http://127.0.0.1:${mailPort}/sftp`)).json()) as Sftp;

  // The officer files a stop today.
  await logIn(page, 'officer@demo.test');
  await startReport(page, NUMBER);
  await fillCaliforniaReport(page);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expectSoon(page.getByRole('heading', { name: 'Report submitted' })).toBeVisible();
  const filed = await reportOnServer(page, NUMBER);
  const reportId = filed.body.id as string;

  // The manager sets the DOJ connection up (TEST, SFTP) in Settings > DOJ submission.
  const manager = await browser.newPage();
  await logIn(manager, 'manager@demo.test');
  if (filed.body.review.state === 'pending_review') {
    const approved = await api(manager, 'POST', '/api/review/approve', { reports: [{ incident_number: NUMBER, version: 0 }] });
    expectSoon(approved.status).toBe(200);
  }
  await manager.goto('/app/settings?section=doj_submission');
  const settings = manager.getByRole('region', { name: 'DOJ submission' });
  await expectSoon(settings.getByLabel('ORI', { exact: true })).toHaveValue(/^[A-Z0-9]{9}$/);
  await settings.getByLabel('SFTP host', { exact: true }).fill(sftp.host);
  await settings.getByRole('textbox', { name: 'Port' }).fill(String(sftp.port));
  await settings.getByLabel('SFTP user', { exact: true }).fill(sftp.username);
  await settings.getByLabel('Password', { exact: true }).fill(sftp.password);
  await settings.getByLabel('Host key fingerprint', { exact: true }).fill(sftp.fingerprint);
  await settings.getByRole('button', { name: 'Save' }).click();
  await expectSoon(settings.getByText('DOJ submission settings saved.')).toBeVisible();

  // Submissions: today's stops go to the DOJ's TEST folder, one file per stop, I the first time.
  await sendToday(manager);
  const [first] = fileOf(sftp, reportId);
  expectSoon(first).toBeDefined();
  expectSoon(JSON.parse(readFileSync(join(incoming(sftp), first as string), 'utf8'))).toMatchObject({
    LEARecordID: reportId,
    TX_Type: 'I',
  });

  // The DOJ answers with one error for our stop: it shows Failed with the DOJ's words; the page groups it.
  const ori = first?.split('_')[1] as string;
  answer(sftp, `response-${Date.now()}.txt`, [`${ori}|${first}|${reportId}|${DOJ_WORDS}`]);
  await manager.getByRole('button', { name: 'Check for answers now' }).click();
  const errors = manager.getByRole('region', { name: 'Errors from the DOJ' });
  await expectSoon(errors.getByText(DOJ_WORDS)).toBeVisible();
  await errors.getByRole('button', { name: NUMBER }).click();
  await expectSoon(manager.getByText('The DOJ refused this stop:')).toBeVisible();
  await expectSoon(manager.getByRole('note', { name: 'The DOJ refused this stop' }).getByText(DOJ_WORDS)).toBeVisible();
  await manager.keyboard.press('Escape');

  // The officer sees the DOJ's words on the report and amends it.
  await page.getByRole('link', { name: 'My Reports' }).click();
  await page.getByRole('button', { name: new RegExp(NUMBER) }).click();
  await expectSoon(page.getByText(DOJ_WORDS)).toBeVisible();
  await page.getByRole('button', { name: 'Amend Report' }).click();
  await expectSoon(page.getByRole('heading', { name: 'Amend Contact form' })).toBeVisible();
  const skip = page.getByRole('button', { name: 'Skip' });
  if (await skip.isVisible({ timeout: 2000 }).catch(() => false)) await skip.click();
  await page.getByLabel('Duration').fill('40');
  const reason = page.getByLabel(/reason/i);
  if (await reason.isVisible({ timeout: 1000 }).catch(() => false)) await reason.fill('Duration corrected after the DOJ error.');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expectSoon(page.getByText('The report was updated successfully.')).toBeVisible();
  if ((await reportOnServer(page, NUMBER)).body.review.state === 'pending_review') {
    expectSoon((await api(manager, 'POST', '/api/review/approve', { reports: [{ incident_number: NUMBER, version: 1 }] })).status).toBe(
      200,
    );
  }

  // Sent again: an update (U), Resubmitted, then Submitted on the DOJ's clean answer.
  await sendToday(manager);
  const second = fileOf(sftp, reportId).find((name) => name !== first) as string;
  expectSoon(JSON.parse(readFileSync(join(incoming(sftp), second), 'utf8'))).toMatchObject({ LEARecordID: reportId, TX_Type: 'U' });
  expectSoon((await reportOnServer(page, NUMBER)).body.doj.status).toBe('resubmitted');
  await manager.waitForTimeout(1100);
  answer(sftp, `response-${Date.now()}.txt`, []);
  await manager.getByRole('button', { name: 'Check for answers now' }).click();
  await expectSoon(manager.getByText(/answers? read/)).toBeVisible();
  await expect.poll(async () => (await reportOnServer(page, NUMBER)).body.doj.status).toBe('submitted');
  await page.getByRole('link', { name: 'My Reports' }).click();
  await expectSoon(page.getByRole('button', { name: new RegExp(NUMBER) }).getByText('Submitted')).toBeVisible();
});

test("a portal agency uploads the DOJ's response file: a foreign one changes nothing, its own fails the stop named", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const number = 'E2E-DOJ-PORTAL-1';
  const words = 'CA DOJ: the city is not on the list';
  await logIn(page, 'officer@demo.test');
  await startReport(page, number);
  await fillCaliforniaReport(page);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expectSoon(page.getByRole('heading', { name: 'Report submitted' })).toBeVisible();
  const filed = await reportOnServer(page, number);
  const reportId = filed.body.id as string;

  // The manager switches the agency to the DOJ's portal and sends today's stops: a batch to download as a zip.
  const manager = await browser.newPage();
  await logIn(manager, 'manager@demo.test');
  if (filed.body.review.state === 'pending_review') {
    const approved = await api(manager, 'POST', '/api/review/approve', { reports: [{ incident_number: number, version: 0 }] });
    expectSoon(approved.status).toBe(200);
  }
  await manager.goto('/app/settings?section=doj_submission');
  const settings = manager.getByRole('region', { name: 'DOJ submission' });
  await expectSoon(settings.getByLabel('ORI', { exact: true })).toHaveValue(/^[A-Z0-9]{9}$/);
  const ori = await settings.getByLabel('ORI', { exact: true }).inputValue();
  await settings.getByLabel('Zip to upload on the DOJ portal').check();
  await settings.getByRole('button', { name: 'Save' }).click();
  await expectSoon(settings.getByText('DOJ submission settings saved.')).toBeVisible();
  await sendToday(manager);
  await expectSoon(manager.getByRole('button', { name: 'Download zip for the DOJ portal' }).first()).toBeVisible();
  await expect(manager.getByRole('button', { name: 'Check for answers now' })).toHaveCount(0);
  expectSoon((await reportOnServer(page, number)).body.doj.status).toBe('pending');
  const year = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles', year: 'numeric' }).format(new Date());
  const overview = await api(manager, 'GET', `/api/doj-submissions?year=${year}`);
  const fileName = (overview.body.batches as { files: { file_name: string }[] }[])
    .flatMap((batch) => batch.files)
    .map((file) => file.file_name)
    .find((name) => name.endsWith(`_${reportId}.json`)) as string;
  expect(fileName).toBeDefined();

  const responseFile = (name: string, line: string) => ({
    name,
    mimeType: 'text/plain',
    buffer: Buffer.from(
      [
        'Record Level Fatal Errors:',
        'Agency ORI|File name|LEA record ID|Error List',
        'Record Level Errors:',
        'Agency ORI|File name|LEA record ID|Error List',
        line,
      ].join('\r\n'),
    ),
  });
  const upload = manager.getByLabel("Upload the DOJ's response file");
  // Another agency's answer: nothing changes, and the page says why.
  await upload.setInputFiles(responseFile('other-agency.txt', `CA9999999|${fileName}|${reportId}|${words}`));
  await expectSoon(manager.getByRole('alert')).toHaveText(
    "Nothing changed: this file does not answer your agency's batches. It names another agency (ORI).",
  );
  expect((await reportOnServer(page, number)).body.doj.status).toBe('pending');
  // The agency's own answer: the stop named fails with the DOJ's words, the rest of the batch is accepted.
  await upload.setInputFiles(responseFile(`response-${Date.now()}.txt`, `${ori}|${fileName}|${reportId}|${words}`));
  await expectSoon(manager.getByText(/^Response read: 1 stop failed, [\d,]+ stops? accepted\.$/)).toBeVisible();
  await expectSoon(manager.getByRole('region', { name: 'Errors from the DOJ' }).getByText(words)).toBeVisible();
  expect((await reportOnServer(page, number)).body.doj).toMatchObject({ status: 'failed', errors: [words] });
});
