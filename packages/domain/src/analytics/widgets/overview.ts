import { REASON_GROUPS, RESULT_GROUPS } from '../fact-sources.ts';
import type { WidgetDefinition } from '../widget-context.ts';
import { CONTACTS_ALL, countDeltas, doughnut, PERSONS_ALL } from './build.ts';

/** A. Overview / FastFacts (analytics-widgets.md §3 A). */
export const OVERVIEW_WIDGETS: WidgetDefinition[] = [
  {
    id: 'kpi_contacts',
    kind: 'rate_card',
    title: 'Contacts',
    section: 'overview',
    info: 'Reports in the period; the subtitle gives persons stopped and persons per report. Change against the previous period of equal length and the same period last year (significant at p < 0.05, Poisson test).',
    contextLabel: CONTACTS_ALL,
    needs: [],
    compute({ current, ...context }) {
      const contacts = current.get('c');
      const persons = current.person('p');
      return {
        config: {
          unit: 'count',
          value: { value: contacts, n: contacts },
          subtitle: `${persons.toLocaleString('en-US')} persons · ${contacts ? (persons / contacts).toFixed(2) : '0'} per contact`,
          deltas: countDeltas({ current, ...context }, (reader) => reader.get('c')),
        },
        limited: false,
        hasData: contacts > 0,
      };
    },
  },
  {
    id: 'reason_mix',
    kind: 'doughnut',
    title: 'Primary reason for contact',
    section: 'overview',
    info: 'Share of persons by the primary reason for the stop.',
    contextLabel: PERSONS_ALL,
    needs: ['reason'],
    compute({ current }) {
      const config = doughnut([...REASON_GROUPS, 'unknown'].map((reason) => [reason, current.person(`reason:${reason}`)]));
      return { config, limited: false, hasData: config.total > 0 };
    },
  },
  {
    id: 'result_mix',
    kind: 'doughnut',
    title: 'Result of contact',
    section: 'overview',
    info: 'Share of results among persons; a person with several results is counted once per result.',
    contextLabel: PERSONS_ALL,
    needs: ['results'],
    compute({ current }) {
      const config = doughnut(RESULT_GROUPS.map((result) => [result, current.person(`result:${result}`)]));
      return { config, limited: false, hasData: config.total > 0 };
    },
  },
];
