import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { StateConfiguration } from '@fieldbook/domain';
import { describe, expect, it } from 'vitest';
import { normalizeDraft, normalizeDraftItem, normalizeDraftOutsideItems, shareUnchanged } from './normalize-draft.ts';
import { fromPayload } from './report-draft.ts';

const read = (path: string) => JSON.parse(readFileSync(join(import.meta.dirname, '../../../../../configurations', path), 'utf8'));
const texas = read('texas.json') as StateConfiguration;
const draft = fromPayload(read('examples/texas.report.json'), 'America/Chicago');

describe('shareUnchanged', () => {
  it('keeps the previous objects where nothing changed', () => {
    const previous = { a: { b: [1, 2] }, c: { d: 1 } };
    const next = shareUnchanged(previous, { a: { b: [1, 2] }, c: { d: 2 } }) as typeof previous;
    expect(next.a).toBe(previous.a);
    expect(next.c).toEqual({ d: 2 });
    expect(shareUnchanged(previous, structuredClone(previous))).toBe(previous);
  });
});

describe('normalizeDraft', () => {
  it('keeps the time input and the identity of every unchanged part', () => {
    const next = normalizeDraft(draft, texas, 'create');
    expect(next.general_information.time).toBe(draft.general_information.time);
    expect(next.citizens[0]).toBe(draft.citizens[0]);
    expect(next.officers).toBe(draft.officers);
  });

  it('clears a field its condition hides (injury without use of force)', () => {
    const [first, ...rest] = draft.citizens;
    const changed = { ...first, incident_information: { ...(first?.incident_information as object), use_of_force: false } };
    const next = normalizeDraft({ ...draft, citizens: [changed as never, ...rest] }, texas, 'create');
    expect(next.citizens[0]?.incident_information).not.toHaveProperty('injury');
    expect(next.citizens[1]).toBe(draft.citizens[1]);
  });

  it('resets the use-of-force data when the switch is off and no citizen forces it on', () => {
    const citizens = draft.citizens.map((citizen) => ({ ...citizen, incident_information: { reason_for_contact: 'warrant' } }));
    const off = { ...draft, citizens, general_information: { ...draft.general_information, was_use_of_force: false } };
    expect(normalizeDraft(off, texas, 'create').use_of_force).toEqual({});
  });
});

describe('the cheaper passes give what normalizeDraft gives', () => {
  const bystander = draft.citizens[1];
  const withoutForce = draft.citizens.map((citizen) => ({ ...citizen, incident_information: { reason_for_contact: 'warrant' } }));
  const off = { ...draft, citizens: withoutForce, general_information: { ...draft.general_information, was_use_of_force: false } };

  it('for a change in one item: that item only, and a citizen with force turns the switch on', () => {
    const forced = { ...off, citizens: [off.citizens[0], bystander] as typeof off.citizens };
    const next = normalizeDraftItem(forced, texas, 'create', 'citizens', bystander?.id ?? '');
    expect(next).toEqual(normalizeDraft(forced, texas, 'create'));
    expect(next.general_information.was_use_of_force).toBe(true);
    expect(next.citizens[0]).toBe(forced.citizens[0]);
  });

  it('for a change outside the items: the items are left as they are', () => {
    const changed = { ...draft, general_information: { ...draft.general_information, duration: 12 } };
    const next = normalizeDraftOutsideItems(changed, texas, 'create');
    expect(next).toEqual(normalizeDraft(changed, texas, 'create'));
    expect(next.citizens).toBe(changed.citizens);
    const switchedOff = normalizeDraftOutsideItems(off, texas, 'create');
    expect(switchedOff).toEqual(normalizeDraft(off, texas, 'create'));
    expect(switchedOff.use_of_force).toEqual({});
  });
});

describe('California: the citizens decide the use-of-force switch in the cheaper passes too (issue 13)', () => {
  const california = read('california.json') as StateConfiguration;
  const example = normalizeDraft(fromPayload(read('examples/california.report.json'), 'America/Los_Angeles'), california, 'create');
  const [calm, handcuffed] = example.citizens;
  const noForce = { ...handcuffed, force: { force_actions: ['none'] }, incident_information: { use_of_force: false } };

  it('a citizen with force turns it on; with none left, it goes off', () => {
    const forced = { ...example, general_information: { ...example.general_information, was_use_of_force: false } };
    const on = normalizeDraftItem(forced, california, 'create', 'citizens', handcuffed?.id ?? '');
    expect(on).toEqual(normalizeDraft(forced, california, 'create'));
    expect(on.general_information.was_use_of_force).toBe(true);

    const calmed = { ...example, citizens: [calm, noForce] as typeof example.citizens };
    const off = normalizeDraftItem(calmed, california, 'create', 'citizens', handcuffed?.id ?? '');
    expect(off).toEqual(normalizeDraft(calmed, california, 'create'));
    expect(off.general_information.was_use_of_force).toBe(false);
  });

  it('a change outside the items keeps what the citizens decided', () => {
    const changed = { ...example, general_information: { ...example.general_information, duration: 12 } };
    const next = normalizeDraftOutsideItems(changed, california, 'create');
    expect(next).toEqual(normalizeDraft(changed, california, 'create'));
    expect(next.general_information.was_use_of_force).toBe(true);
    expect(next.citizens).toBe(changed.citizens);
  });
});
