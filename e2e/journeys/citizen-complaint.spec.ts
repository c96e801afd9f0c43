import { expect, test } from '@playwright/test';
import { callApi } from '../support/api.ts';
import { PHONE, signedIn } from '../support/login.ts';
import { expectFitsAndAccessible } from '../support/page-checks.ts';

/**
 * Issue 28, the citizen's side: a citizen opens the case page behind the QR code on a 360 px phone whose browser speaks
 * Spanish, reads it in Spanish and files a complaint; the manager finds it under 'From citizens' as received, not
 * reviewed, accepts it with a note, and it appears on the officer's early-intervention timeline with the report, without
 * the citizen's name. The case is a report of an officer the demo already has an open alert for, so the journey adds
 * one accepted complaint to that alert and changes no report counts.
 */
test.setTimeout(180_000);

const COMPLAINT = 'El agente no me explicó el motivo de la parada y me habló de forma brusca.';

test('a citizen files a complaint in Spanish on a phone; the manager accepts it and it joins the officer’s timeline', async ({
  browser,
}) => {
  const manager = await signedIn(browser, 'manager@demo.test', PHONE);

  // The case: a report behind one of the demo's open alerts (its link is the report's public token).
  const alerts = await callApi(manager, 'GET', '/api/early-intervention/alerts');
  expect(alerts.status).toBe(200);
  const alert = alerts.body.alerts[0] as { id: string; officer: { name: string } };
  const profile = await callApi(manager, 'GET', `/api/early-intervention/alerts/${alert.id}`);
  const incidentNumber = (profile.body.timeline as Array<{ incident_number: string | null }>).find((event) => event.incident_number)
    ?.incident_number as string;
  const report = await callApi(manager, 'GET', `/api/reports/${encodeURIComponent(incidentNumber)}`);
  expect(report.status).toBe(200);
  // Reports stored before public tokens are found by their id.
  const token = (report.body.report?.public_token ?? report.body.id) as string;

  // The citizen's phone speaks Spanish.
  const citizen = await (await browser.newContext({ ...PHONE, locale: 'es-MX' })).newPage();
  await citizen.goto(`/case/${token}`);
  await expect(citizen.getByRole('heading', { name: 'Su caso', level: 1 })).toBeVisible();
  await expect(citizen.getByRole('region', { name: 'Estado de la revisión' })).toBeVisible();
  await expect(citizen.getByText(incidentNumber)).toBeVisible();
  await expectFitsAndAccessible(citizen, 'case page in Spanish');

  await citizen.getByRole('button', { name: 'Presentar una queja' }).click();
  await citizen.getByRole('button', { name: 'Enviar' }).click();
  await expect(citizen.getByText('Escriba su mensaje.')).toBeVisible();
  await citizen.getByLabel('Su mensaje').fill(COMPLAINT);
  await citizen.getByLabel('Nombre').fill('Lucía Ramírez');
  await citizen.getByLabel('Correo electrónico').fill('lucia.ramirez@example.com');
  await citizen.getByRole('checkbox').check();
  await expectFitsAndAccessible(citizen, 'complaint form in Spanish');
  await citizen.getByRole('button', { name: 'Enviar' }).click();
  await expect(citizen.getByText('Gracias. La agencia recibió su queja. Un responsable la revisará.')).toBeVisible();

  // The manager: 'From citizens', received and not reviewed; accept with a note.
  await manager.goto('/app/early-intervention');
  await manager.getByRole('link', { name: 'From citizens' }).click();
  const card = manager.getByRole('article').filter({ hasText: COMPLAINT });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Lucía Ramírez');
  await expect(card).toContainText(`Open report ${incidentNumber}`);
  await expectFitsAndAccessible(manager, 'from citizens');
  await card.getByLabel('Note on your decision').fill('Credible account; the supervisor will talk it through with the officer.');
  await card.getByRole('button', { name: 'Accept' }).click();
  await expect(manager.getByRole('article').filter({ hasText: COMPLAINT })).toHaveCount(0);

  // The officer's timeline: the accepted complaint with its report, never the citizen.
  await manager.goto(`/app/early-intervention/alerts/${alert.id}`);
  const timeline = manager.getByRole('list', { name: 'Indicator events' });
  const accepted = timeline.getByRole('listitem').filter({ hasText: 'From a citizen' });
  await expect(accepted).toHaveCount(1);
  await expect(accepted).toContainText('Citizen complaints accepted');
  await expect(accepted.getByRole('button', { name: `Open report ${incidentNumber}` })).toBeVisible();
  await expect(manager.locator('main')).not.toContainText('Lucía');
  await expect(manager.locator('main')).not.toContainText('lucia.ramirez');
});
