import { type AnalyticsPerson, deriveAnalyticsPeople, type StateConfiguration, validateReport } from '@fieldbook/domain';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../config.ts';
import { loadConfigurations } from '../configurations/configuration-store.ts';
import {
  CALL_FOR_SERVICE_SHARE,
  HIT_RATE_BY_RACE,
  RACE_SHARES,
  SEARCH_RATE_BY_RACE,
  TRAFFIC_AND_SUSPICION_BY_RACE,
} from './demo-calibration.ts';
import { type GeneratedReport, generateReports } from './generate-reports.ts';
import { officerYearsFor } from './plan-stop.ts';

const configurations = loadConfigurations(readConfig({}).configurationsDir);
const TIME_ZONE = 'America/Los_Angeles';
const NOW = new Date('2026-03-01T12:00:00Z');
const AUTHORS = Array.from({ length: 40 }, (_, index) => ({
  id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
  name: `Officer ${index}`,
  officer_id: `DPD-${String(1000 + index)}`,
  title: 'Officer',
}));

function generate(configuration: StateConfiguration, count: number, seed = 20_260_301) {
  const stats = { attempts: 0 };
  const options = { configuration, timeZone: TIME_ZONE, authors: AUTHORS, count, seed, now: NOW, days: 365 };
  const reports = [...generateReports({ ...options, centre: { latitude: 38.5816, longitude: -121.4944 }, stats })];
  const people = reports.flatMap((report) => deriveAnalyticsPeople(report.id, report.payload, configuration, TIME_ZONE, report.author_id));
  return { reports, people, attempts: stats.attempts };
}
const rate = <T>(items: readonly T[], test: (item: T) => boolean) => items.filter(test).length / Math.max(1, items.length);
const ofRace = (people: readonly AnalyticsPerson[], race: string) => people.filter((person) => person.race === race);
const hasHit = (person: AnalyticsPerson) => person.contraband.length > 0;
const invalidReports = (reports: readonly GeneratedReport[], configuration: StateConfiguration) =>
  reports.filter(
    ({ payload }) => validateReport(payload, { config: configuration, timeZone: TIME_ZONE, now: NOW, mode: 'create' }).issues.length > 0,
  );

describe('demo report generator, calibrated to published stop data (3,000 California reports)', () => {
  const configuration = configurations.get('california.json');
  const { reports, people, attempts } = generate(configuration, 3000);
  const contacts = people.filter((person) => person.person === 0);
  const proactive = people.filter((person) => person.contactType === 'opa');

  it('makes every report valid, with few retries, in time order within the period and never in the future', () => {
    expect(invalidReports(reports, configuration)).toEqual([]);
    expect(attempts / reports.length).toBeLessThan(1.1);
    const times = reports.map((report) => Date.parse(report.incident_date));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(Math.min(...times)).toBeGreaterThanOrEqual(NOW.getTime() - 365 * 86_400_000);
    expect(Math.max(...times)).toBeLessThan(NOW.getTime());
    for (const { payload } of reports) {
      const isForce = (payload.citizens as { incident_information?: { use_of_force?: boolean } }[]).some(
        (citizen) => citizen.incident_information?.use_of_force === true,
      );
      expect((payload.general_information as { was_use_of_force: boolean }).was_use_of_force).toBe(isForce);
    }
  });

  it('is deterministic by seed', () => {
    const first = generate(configuration, 20).reports.map((report) => report.payload);
    expect(generate(configuration, 20).reports.map((report) => report.payload)).toEqual(first);
    expect(generate(configuration, 20, 7).reports[0]?.payload).not.toEqual(first[0]);
  });

  it('draws perceived race like local-agency RIPA stops (Latino 39%, White 27%, Black 23%, a few multiracial)', () => {
    for (const race of ['hispanic', 'white', 'black'] as const)
      expect(rate(people, (person) => person.race === race)).toBeCloseTo(RACE_SHARES[race], 1);
    expect(rate(people, (person) => person.race === 'asian' || person.race === 'middle_eastern_south_asian')).toBeGreaterThan(0.05);
    expect(rate(people, (person) => person.race === 'multiracial')).toBeGreaterThan(0.005);
    expect(rate(people, (person) => person.race === 'multiracial')).toBeLessThan(0.04);
  });

  it('draws the reason for officer-initiated stops by race (traffic: Latino 71%, Black 61%, White 64%)', () => {
    for (const race of ['hispanic', 'black', 'white'] as const) {
      const group = ofRace(proactive, race);
      const [traffic, suspicion] = TRAFFIC_AND_SUSPICION_BY_RACE[race];
      expect(Math.abs(rate(group, (person) => person.reason === 'traffic') - traffic)).toBeLessThan(0.05);
      expect(Math.abs(rate(group, (person) => person.reason === 'reasonable_suspicion') - suspicion)).toBeLessThan(0.05);
    }
  });

  it('searches Black persons more often than White persons, and finds contraband less often in those searches', () => {
    const [white, black] = [ofRace(people, 'white'), ofRace(people, 'black')];
    const searchWhite = rate(white, (person) => person.searched);
    const searchBlack = rate(black, (person) => person.searched);
    expect(Math.abs(searchWhite - SEARCH_RATE_BY_RACE.white)).toBeLessThan(0.035);
    expect(Math.abs(searchBlack - SEARCH_RATE_BY_RACE.black)).toBeLessThan(0.045);
    expect(searchBlack - searchWhite).toBeGreaterThan(0.04);
    const hitWhite = rate(
      white.filter((person) => person.searched),
      hasHit,
    );
    const hitBlack = rate(
      black.filter((person) => person.searched),
      hasHit,
    );
    expect(Math.abs(hitWhite - HIT_RATE_BY_RACE.white)).toBeLessThan(0.09);
    expect(Math.abs(hitBlack - HIT_RATE_BY_RACE.black)).toBeLessThan(0.07);
    expect(hitWhite).toBeGreaterThan(hitBlack);
  });

  it('bases each search on something, consent for a fraction of them, and no search without one', () => {
    const searched = people.filter((person) => person.searched);
    expect(searched.every((person) => person.basis.length > 0)).toBe(true);
    expect(people.filter((person) => !person.searched).every((person) => person.basis.length === 0)).toBe(true);
    const consentOnly = rate(searched, (person) => person.consentOnly);
    expect(consentOnly).toBeGreaterThan(0.08);
    expect(consentOnly).toBeLessThan(0.35);
  });

  it('ends most stops in a warning or citation, arrests a few percent and more after a search that finds contraband', () => {
    expect(rate(people, (person) => person.results.includes('warning') || person.results.includes('citation'))).toBeGreaterThan(0.65);
    const arrests = rate(people, (person) => person.results.includes('arrest'));
    expect(arrests).toBeGreaterThan(0.02);
    expect(arrests).toBeLessThan(0.09);
    const afterHit = rate(
      people.filter((person) => person.searched && hasHit(person)),
      (person) => person.results.includes('arrest'),
    );
    expect(afterHit).toBeGreaterThan(3 * arrests);
    // RIPA: 'no action' recorded 2.3 times as often for Black as for White persons.
    const noAction = (race: string) => rate(ofRace(people, race), (person) => person.results.includes('no_action'));
    const ratio = noAction('black') / noAction('white');
    expect(ratio).toBeGreaterThan(1.7);
    expect(ratio).toBeLessThan(3);
  });

  it('uses force on well under 5% of persons, handcuffing most, higher tiers rarely', () => {
    const force = rate(people, (person) => person.force);
    expect(force).toBeGreaterThan(0.015);
    expect(force).toBeLessThan(0.05);
    const forced = people.filter((person) => person.force);
    expect(rate(forced, (person) => person.forceActions.includes('handcuffed'))).toBeGreaterThan(0.7);
    expect(rate(forced, (person) => (person.forceTier ?? 0) >= 3)).toBeLessThan(0.12);
  });

  it('answers calls for service in 6-10% of contacts', () => {
    expect(Math.abs(rate(contacts, (contact) => contact.contactType === 'cfs') - CALL_FOR_SERVICE_SHARE)).toBeLessThan(0.02);
  });

  it('stops more people in the evening than before dawn, and fewer on Sundays', () => {
    const hourly = Array.from({ length: 24 }, (_, hour) => contacts.filter((contact) => Math.floor(contact.minute / 60) === hour).length);
    const evening = hourly.slice(18, 24).reduce((sum, count) => sum + count, 0) / 6;
    const beforeDawn = hourly.slice(2, 6).reduce((sum, count) => sum + count, 0) / 4;
    expect(evening).toBeGreaterThan(2 * beforeDawn);
    const daily = Array.from({ length: 7 }, (_, weekday) => contacts.filter((contact) => contact.weekday === weekday).length);
    const weekdays = daily.slice(1).reduce((sum, count) => sum + count, 0) / 6;
    expect(daily[0]).toBeLessThan(0.85 * weekdays);
  });

  it('concentrates ages between 18 and 45, officer experience between 1 and 20 years, durations between 5 and 40 minutes', () => {
    const ages = people.map((person) => person.age ?? -1);
    expect(rate(ages, (age) => age >= 18 && age <= 45)).toBeGreaterThan(0.65);
    expect(rate(ages, (age) => age < 18)).toBeGreaterThan(0.02);
    expect(rate(ages, (age) => age >= 65)).toBeGreaterThan(0.01);
    // Drawn once per officer: over many officers, and over the reports of these forty.
    const officers = Array.from({ length: 2000 }, (_, index) => officerYearsFor(`OFF-${index}`));
    expect(rate(officers, (value) => value >= 1 && value <= 20)).toBeGreaterThan(0.85);
    expect(rate(officers, (value) => value > 30)).toBeLessThan(0.04);
    const years = contacts.map((contact) => contact.officerYears ?? -1);
    expect(rate(years, (value) => value >= 1 && value <= 20)).toBeGreaterThan(0.75);
    expect(rate(years, (value) => value > 30)).toBeLessThan(0.1);
    const durations = contacts.map((contact) => contact.duration ?? -1);
    expect(rate(durations, (minutes) => minutes >= 5 && minutes <= 40)).toBeGreaterThan(0.75);
    // A very few implausible ones for the data-quality widgets (the rules refuse 0, so they are 240 minutes or more).
    const implausible = rate(durations, (minutes) => minutes >= 240);
    expect(implausible).toBeGreaterThan(0);
    expect(implausible).toBeLessThan(0.015);
  });
});

describe('demo report generator for the other configurations', () => {
  it.each(['texas.json', 'nebraska.json', 'generic.json'])('draws %s reports valid, with race, reason, result and force shares', (file) => {
    const configuration = configurations.get(file);
    const { reports, people, attempts } = generate(configuration, 800);
    expect(invalidReports(reports, configuration)).toEqual([]);
    expect(attempts / reports.length).toBeLessThan(1.1);
    expect(Math.abs(rate(people, (person) => person.race === 'hispanic') - RACE_SHARES.hispanic)).toBeLessThan(0.05);
    expect(Math.abs(rate(people, (person) => person.race === 'black') - RACE_SHARES.black)).toBeLessThan(0.05);
    expect(rate(people, (person) => person.reason === 'traffic')).toBeGreaterThan(0.55);
    expect(rate(people, (person) => person.results.includes('warning') || person.results.includes('citation'))).toBeGreaterThan(0.65);
    expect(rate(people, (person) => person.force)).toBeLessThan(0.06);
  });
});
