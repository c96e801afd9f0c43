import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, json, mockFetch } from '../../test/fetch-mock.ts';
import { FastFacts } from './fast-facts.tsx';

describe('fast facts', () => {
  it('shows the six totals, abbreviating above 99,999 with the full value as tooltip and accessible text', async () => {
    const calls = mockFetch({
      'POST /api/reports/calculate-totals': () =>
        json({ uof: 123_456, cfs: 99_999, opa: 2_500_000, complaints: 0, consent_searches: 7, total: 2_723_462 }),
    });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <FastFacts body={{ filters: { contactType: 'Call For Service' } }} />
      </QueryClientProvider>,
    );
    const facts = await screen.findByRole('region', { name: 'Fast facts' });
    const figure = (label: string) => within(facts).getByText(label).nextElementSibling as HTMLElement;
    await screen.findByTitle('123,456');
    expect(
      within(facts)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Use of Force', 'Call For Service', 'Officer Pro-active', 'Complaints', 'Consent Searches', 'Total']);
    const useOfForce = within(figure('Use of Force')).getByTitle('123,456');
    expect(within(useOfForce).getByText('123.4K').getAttribute('aria-hidden')).toBe('true');
    expect(within(useOfForce).getByText('123,456').className).toBe('visually-hidden');
    expect(figure('Call For Service').textContent).toBe('99,999');
    expect(within(figure('Officer Pro-active')).getByTitle('2,500,000').textContent).toContain('2.5M');
    expect(figure('Consent Searches').textContent).toBe('7');
    expect(callsTo(calls, 'POST', '/api/reports/calculate-totals')[0]?.body).toEqual({ filters: { contactType: 'Call For Service' } });
  });
});
