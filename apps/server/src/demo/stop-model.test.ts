import { deriveAnalyticsPeople } from '@fieldbook/domain';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../config.ts';
import { loadConfigurations } from '../configurations/configuration-store.ts';
import { RACE_SHARES } from './demo-calibration.ts';
import { drawDemoPlace } from './demo-streets.ts';
import { generateReports } from './generate-reports.ts';
import { offenseByCode } from './offense-narratives.ts';
import { expectedResultShares, PLANNED_RACES, reasonSharesFor, STOP_MODEL } from './stop-model.ts';

const TIME_ZONE = 'America/Los_Angeles';
const NOW = new Date('2026-03-01T12:00:00Z');
const configuration = loadConfigurations(readConfig({}).configurationsDir).get('california.json');
const authors = Array.from({ length: 12 }, (_, index) => ({
  id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
  name: `Officer ${index}`,
  officer_id: `DPD-${2000 + index}`,
  title: 'Officer',
}));
const reports = [
  ...generateReports({
    configuration,
    timeZone: TIME_ZONE,
    authors,
    count: 2500,
    seed: 54,
    now: NOW,
    days: 365,
    centre: { latitude: 38.5816, longitude: -121.4944 },
    places: drawDemoPlace,
  }),
];
const people = reports.flatMap((report) => deriveAnalyticsPeople(report.id, report.payload, configuration, TIME_ZONE, report.author_id));
const share = <T>(items: readonly T[], test: (item: T) => boolean) => items.filter(test).length / items.length;

describe('the one calibrated stop model (stop-model.ts) and what the demo draws from it (2,500 California reports)', () => {
  it('lands on the model’s overall shares: calls for service, officer-initiated reasons, searches, force', () => {
    expect(Math.abs(share(reports, (report) => report.contact_type === 'Call For Service') - STOP_MODEL.callForServiceShare)).toBeLessThan(
      0.015,
    );
    const proactive = people.filter((person) => person.contactType === 'opa');
    const expectedTraffic = PLANNED_RACES.reduce((sum, race) => sum + RACE_SHARES[race] * (reasonSharesFor(race).traffic ?? 0), 0);
    expect(Math.abs(share(proactive, (person) => person.reason === 'traffic') - expectedTraffic)).toBeLessThan(0.04);
    expect(Math.abs(share(people, (person) => person.searched) - STOP_MODEL.searchRate)).toBeLessThan(0.04);
    expect(Math.abs(share(people, (person) => person.force) - STOP_MODEL.forceRate)).toBeLessThan(0.02);
    expect(share(people, (person) => person.force)).toBeLessThan(0.05);
    // Most stops end in a warning or a citation.
    const results = expectedResultShares();
    expect((results.warning ?? 0) + (results.citation ?? 0)).toBeGreaterThan(0.6);
  });

  it('puts stops on the agency’s streets, around hot spots, with real offense codes and narratives that agree', () => {
    const streets = new Map<string, number>();
    let coded = 0;
    for (const { payload } of reports) {
      const location = (payload.general_information as { location: { doj_parts: Record<string, string> } }).location;
      expect(location.doj_parts.city).toBe('SACRAMENTO');
      const street = location.doj_parts.street_name;
      if (street) streets.set(street, (streets.get(street) ?? 0) + 1);
      for (const citizen of payload.citizens as { stop_reason: Record<string, string> }[]) {
        const reason = citizen.stop_reason;
        const code = reason.traffic_offense_code ?? reason.suspicion_offense_code ?? reason.probable_cause_offense_code;
        if (!code) continue;
        coded++;
        const offense = offenseByCode(code);
        expect(offense, code).toBeDefined();
        // The explanation is one of the offense's own.
        const pattern = (offense?.narratives ?? []).map((line) => line.split('{street}')[0] ?? line);
        expect(pattern.some((start) => reason.explanation?.startsWith(start))).toBe(true);
      }
    }
    expect(coded).toBeGreaterThan(reports.length * 0.7);
    // Hot spots: the busiest street holds several times the quietest one's stops.
    const counts = [...streets.values()].sort((a, b) => b - a);
    expect((counts[0] ?? 0) / (counts[counts.length - 1] ?? 1)).toBeGreaterThan(2);
    // Clustered, not spread in a box: a quarter of the stops within about 150 m of another tenth of them is typical.
    const points = people.filter((person) => person.person === 0 && person.lat !== null).slice(0, 400);
    const near = points.filter(
      (point) =>
        points.filter(
          (other) => Math.abs((other.lat ?? 0) - (point.lat ?? 0)) < 0.0015 && Math.abs((other.lng ?? 0) - (point.lng ?? 0)) < 0.0015,
        ).length >
        points.length / 40,
    );
    expect(near.length / points.length).toBeGreaterThan(0.25);
  });
});
