import { DEFAULT_BUSINESS_CARD_SETTINGS } from '@fieldbook/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { installFakeIndexedDb } from '../offline/offline-test-utils.ts';
import { json, mockFetch } from '../test/fetch-mock.ts';
import { officer, owner, signIn } from '../test/fixtures.ts';
import { renderApp } from '../test/render-app.tsx';
import { saveBusinessCardSnapshot } from './business-card-store.ts';

installFakeIndexedDb();

const agencyDetail = {
  id: 'agency-1',
  full_name: 'Demo Police Department',
  ori: 'CA0349400',
  state_name: 'California',
  configuration_file: 'california.json',
  phone1: '+1 916 555 0100',
  email: 'records@demo.test',
  timezone: 'America/Los_Angeles',
  jurisdiction_code: null,
  address: { full: '300 Richards Blvd, Sacramento, CA 95811' },
  badge: null,
  status: 'Active',
  owner_email: 'owner@demo.test',
};
const unreachable = () => Promise.reject(new TypeError('Failed to fetch'));

function renderCard(me = officer(), handlers: Parameters<typeof mockFetch>[0] = {}) {
  signIn();
  const calls = mockFetch({
    'GET /api/users/me': () => json(me),
    'GET /api/agencies/me/business-card': () => json({ ...DEFAULT_BUSINESS_CARD_SETTINGS, website: 'https://demo-pd.example.gov' }),
    'GET /api/agencies/me': () => json(agencyDetail),
    ...handlers,
  });
  return { ...renderApp('/app/business-card'), calls };
}

/** Neither the card settings nor the agency give a way to reach it. */
const bareCard = {
  'GET /api/agencies/me/business-card': () => json(DEFAULT_BUSINESS_CARD_SETTINGS),
  'GET /api/agencies/me': () => json({ ...agencyDetail, phone1: null, email: null, address: null }),
};

const card = () => screen.findByRole('article', { name: 'Jordan Lee' });

describe('/app/business-card', () => {
  it('shows the officer, the agency and its contacts as a card, with the QR code and the vCard text', async () => {
    renderCard();
    const article = await card();
    expect(screen.getByRole('heading', { level: 1, name: 'Business Card' })).toBeTruthy();
    for (const text of ['Demo Police Department', 'Officer', 'DPD-0217', '300 Richards Blvd, Sacramento, CA 95811']) {
      expect(within(article).getByText(text)).toBeTruthy();
    }
    expect(within(article).getByRole('link', { name: '+1 916 555 0100' }).getAttribute('href')).toBe('tel:+19165550100');
    expect(within(article).getByRole('link', { name: 'records@demo.test' }).getAttribute('href')).toBe('mailto:records@demo.test');
    expect(
      within(article)
        .getByRole('link', { name: /demo-pd\.example\.gov/ })
        .getAttribute('href'),
    ).toBe('https://demo-pd.example.gov');

    const qr = screen.getByRole('img', { name: 'QR code with the contact card of Jordan Lee' });
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d/);
    const vcardText = screen.getByText(/BEGIN:VCARD/);
    expect(vcardText.textContent).toContain('FN:Jordan Lee');
    expect(vcardText.textContent).toContain('NOTE:Officer ID: DPD-0217');
    expect(screen.getByRole('button', { name: 'Download vCard (.vcf)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download image (.png)' })).toBeTruthy();
    expect(screen.queryByText(/Working offline/)).toBeNull();
  });

  it('shows a loading state until the card arrives', async () => {
    renderCard(officer(), { 'GET /api/agencies/me/business-card': () => new Promise<Response>(() => {}) });
    await screen.findByRole('heading', { level: 1, name: 'Business Card' });
    expect(screen.getByText('Loading your business card…')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Business Card' }).getAttribute('aria-busy')).toBe('true');
  });

  it('offers the edit link only to those who may change the card', async () => {
    renderCard(owner());
    await screen.findByRole('article', { name: 'Olivia Owens' });
    expect(screen.getByRole('link', { name: 'Edit Business Card' }).getAttribute('href')).toBe('/app/settings?section=business_card');
  });

  it('hides the edit link from an officer', async () => {
    renderCard();
    await card();
    expect(screen.queryByRole('link', { name: 'Edit Business Card' })).toBeNull();
  });

  it('says when no contact field is chosen, pointing the owner to Settings', async () => {
    renderCard(owner(), bareCard);
    await screen.findByText('No contact details are on this card yet.');
    expect(screen.getByRole('link', { name: 'Choose them in Settings' }).getAttribute('href')).toBe('/app/settings?section=business_card');
  });

  it("tells an officer without contacts that the agency's owner chooses them", async () => {
    renderCard(officer(), bareCard);
    await screen.findByText("Your agency's owner chooses them in Settings > Business Card.");
    expect(screen.queryByRole('link', { name: 'Choose them in Settings' })).toBeNull();
  });

  it("opens from the device with no connection and says 'Working offline'", async () => {
    await saveBusinessCardSnapshot('officer@demo.test', {
      settings: { ...DEFAULT_BUSINESS_CARD_SETTINGS, phone: '(916) 555-0199' },
      agency: { full_name: 'Demo Police Department', phone1: null, email: null, address: null, badge_url: null },
      badge_data_url: null,
    });
    renderCard(officer(), { 'GET /api/agencies/me/business-card': unreachable, 'GET /api/agencies/me': unreachable });
    const article = await card();
    expect(within(article).getByText('(916) 555-0199')).toBeTruthy();
    expect(screen.getByText(/^Working offline · saved on this device \d\d\/\d\d\/\d{4} - \d\d:\d\d$/)).toBeTruthy();
    expect(screen.getByRole('img', { name: 'QR code with the contact card of Jordan Lee' })).toBeTruthy();
  });

  it('explains that the card is not on the device yet, and tries again', async () => {
    const { user } = renderCard(officer(), { 'GET /api/agencies/me/business-card': unreachable, 'GET /api/agencies/me': unreachable });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your business card is not on this device yet.');
    mockFetch({
      'GET /api/agencies/me/business-card': () => json(DEFAULT_BUSINESS_CARD_SETTINGS),
      'GET /api/agencies/me': () => json(agencyDetail),
    });
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    await card();
  });

  it('says when the card could not be loaded', async () => {
    renderCard(officer(), { 'GET /api/agencies/me/business-card': () => json({ detail: 'Forbidden' }, 403) });
    expect((await screen.findByRole('alert')).textContent).toContain('Your business card could not be loaded.');
  });

  it('downloads the vCard named after the officer', async () => {
    const { user } = renderCard();
    await card();
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:card');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicks: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });
    await user.click(screen.getByRole('button', { name: 'Download vCard (.vcf)' }));
    expect(clicks).toEqual(['jordan-lee.vcf']);
    const blob = createObjectURL.mock.calls[0]?.[0] as Blob;
    expect(blob.type).toBe('text/vcard;charset=utf-8');
    expect(await blob.text()).toContain('FN:Jordan Lee\r\n');
    expect(screen.getByText('Saved jordan-lee.vcf.')).toBeTruthy();
  });

  it('shares the .vcf file where the browser can share files, else the card as text', async () => {
    const share = vi.fn(async (_data: ShareData) => {});
    vi.stubGlobal('navigator', Object.assign(navigator, { share, canShare: () => true }));
    const { user } = renderCard();
    await card();
    await user.click(screen.getByRole('button', { name: 'Share' }));
    const [file] = share.mock.calls[0]?.[0].files ?? [];
    expect(file?.name).toBe('jordan-lee.vcf');
    expect(await file?.text()).toContain('BEGIN:VCARD');
    await screen.findByText('Business card shared.');

    Object.assign(navigator, { canShare: () => false });
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(share).toHaveBeenCalledTimes(2));
    expect(share.mock.calls[1]?.[0].text).toContain('Officer ID: DPD-0217');
    Object.assign(navigator, { share: undefined, canShare: undefined });
  });
});
