import { describe, expect, it } from 'vitest';
import { readConfiguration, readExampleReport } from '../../test/configurations.ts';
import { describeReport } from './describe-report.ts';

const config = readConfiguration('california.json');
const report = readExampleReport('california.json');
Object.assign(report.general_information, {
  officer_name: 'Jordan Lee',
  officer_id_number: 'DPD-0217',
  created_by_user: { title: { name: 'Officer' } },
});

describe('the full-report view', () => {
  const described = describeReport(report, config, 'America/Los_Angeles');

  it('lists General Information in the spec order with option labels', () => {
    const labels = described.general.map((row) => row.label);
    expect(labels.indexOf('Officer Name')).toBeLessThan(labels.indexOf('Officer ID'));
    expect(labels.indexOf('Officer ID')).toBeLessThan(labels.indexOf('Incident Number'));
    expect(labels.indexOf('Incident Number')).toBeLessThan(labels.indexOf('Date and Location'));
    expect(labels.indexOf('Date and Location')).toBeLessThan(labels.indexOf('Type'));
    expect(labels.indexOf('Type')).toBeLessThan(labels.indexOf('Was Use Of Force'));
    expect(described.general.find((row) => row.label === 'Date and Location')?.value).toMatch(/^10\/13\/2025 - 19:40/);
    expect(described.general.find((row) => row.label === 'Type of stop')?.value).toBe('Vehicular stop');
  });

  it('gives one block per citizen, with labels instead of stored values', () => {
    expect(described.citizens.map((block) => block.title)).toEqual(['Citizen 1', 'Citizen 2']);
    const race = described.citizens[0]?.rows.find((row) => /race/i.test(row.label));
    expect(race?.value).toMatch(/Hispanic/);
    expect(race?.value).not.toContain('hispanic_latine');
  });

  it('names linked citizens on the officers', () => {
    expect(described.officers[0]?.rows.map((row) => row.value)).toContain('Citizen 2');
  });
});

describe('the CAD or case number', () => {
  it('shows under the configuration label, right after the incident number', () => {
    const generic = readConfiguration('generic.json');
    const withCad = readExampleReport('generic.json');
    withCad.general_information.state_related = {
      ...withCad.general_information.state_related,
      to_connect_reports: { event_identifier: 'CAD-4471' },
    };
    const labels = describeReport(withCad, generic, 'America/Chicago').general;
    const at = labels.findIndex((row) => row.label === 'CAD or Case Number');
    expect(labels[at]?.value).toBe('CAD-4471');
    expect(labels[at - 1]?.label).toBe('Incident Number');
  });

  it('is left out when the report has none', () => {
    expect(describeReport(report, config, 'America/Los_Angeles').general.some((row) => /CAD/.test(row.label))).toBe(false);
  });
});

describe('the use-of-force section agrees with Was Use Of Force (issue 24, defect 5)', () => {
  it('lists the force-related actions per citizen where the configuration records force per person (California)', () => {
    const described = describeReport(report, config, 'America/Los_Angeles');
    expect(described.general.find((row) => row.label === 'Was Use Of Force')?.value).toBe('Yes');
    expect(described.wasUseOfForce).toBe(true);
    expect(described.useOfForce).toEqual([
      { label: 'Citizen 1', value: 'None' },
      { label: 'Citizen 2', value: 'Handcuffed or flex cuffed' },
    ]);
  });

  it('names the citizens force was used on, before the use-of-force form, where force per person is a switch (Texas)', () => {
    const texas = readConfiguration('texas.json');
    const rows = describeReport(readExampleReport('texas.json'), texas, 'America/Chicago').useOfForce;
    expect(rows[0]).toEqual({ label: 'Force used on', value: 'Citizen 1, Citizen 2' });
    expect(rows.length).toBeGreaterThan(1);
  });

  it('has nothing to list when no force was used', () => {
    const texas = readConfiguration('texas.json');
    const calm = readExampleReport('texas.json');
    calm.general_information.was_use_of_force = false;
    calm.use_of_force = {};
    for (const citizen of calm.citizens) citizen.incident_information.use_of_force = false;
    const described = describeReport(calm, texas, 'America/Chicago');
    expect(described.useOfForce).toEqual([]);
    expect(described.wasUseOfForce).toBe(false);
  });
});
