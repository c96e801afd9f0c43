import { describe, expect, it } from 'vitest';
import { sanitiseTitle, widgetFileName } from './widget-file-name.ts';

describe('the downloaded image name (analytics.md §9)', () => {
  it('joins the first 10 characters of both dates, the widget id and the sanitised title with underscores', () => {
    expect(widgetFileName('2026-03-01T00:00:00-08:00', '2026-03-31T23:59:59-07:00', 'kpi_contacts', 'Contacts')).toBe(
      '2026-03-01_2026-03-31_kpi_contacts_Contacts.png',
    );
  });

  it('keeps letters and digits of the title and turns the rest into single dashes', () => {
    expect(sanitiseTitle('Stops ending in "No action"')).toBe('Stops-ending-in-No-action');
    expect(sanitiseTitle('Use-of-force rate / 1,000')).toBe('Use-of-force-rate-1-000');
    expect(sanitiseTitle('Résultats à Zürich')).toBe('Resultats-a-Zurich');
    expect(widgetFileName('2026-01-01', '2026-01-31', 'reason_mix', 'Primary reason for contact')).toBe(
      '2026-01-01_2026-01-31_reason_mix_Primary-reason-for-contact.png',
    );
  });
});
