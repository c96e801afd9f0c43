import { describe, expect, it } from 'vitest';
import { countAnswers, replaceChoices, toggleChoice } from './field-values.ts';

const OPTIONS = [{ value: 'deaf' }, { value: 'blind' }, { value: 'none', exclusive: true }];

describe('toggleChoice', () => {
  it('adds and removes values', () => {
    expect(toggleChoice(['deaf'], 'blind', true, OPTIONS)).toEqual(['deaf', 'blind']);
    expect(toggleChoice(['deaf', 'blind'], 'deaf', false, OPTIONS)).toEqual(['blind']);
  });

  it('an exclusive option clears the others when chosen and is cleared when another is chosen', () => {
    expect(toggleChoice(['deaf', 'blind'], 'none', true, OPTIONS)).toEqual(['none']);
    expect(toggleChoice(['none'], 'deaf', true, OPTIONS)).toEqual(['deaf']);
  });

  it('single_choice keeps one value', () => {
    expect(toggleChoice(['deaf'], 'blind', true, OPTIONS, true)).toEqual(['blind']);
  });
});

describe('replaceChoices (a native multiple select)', () => {
  it('applies the exclusive rule to the newly selected values', () => {
    expect(replaceChoices(['deaf'], ['deaf', 'none'], OPTIONS)).toEqual(['none']);
    expect(replaceChoices(['none'], ['none', 'blind'], OPTIONS)).toEqual(['blind']);
    expect(replaceChoices(['deaf', 'blind'], ['blind'], OPTIONS)).toEqual(['blind']);
  });
});

describe('countAnswers (what Remove would delete)', () => {
  it('counts each answered field once, the entries of an itemlist, never the id', () => {
    expect(countAnswers({ id: 'c1' })).toBe(0);
    expect(countAnswers({ id: 'c1', perception: {}, stop: { codes: [], reason: '' } })).toBe(0);
    const citizen = {
      id: 'c1',
      perception: { race: ['White', 'Asian'], limited_english: false, age: 34 },
      stop: { codes: [{ code: '54106', type: 'Infraction' }, {}], people: [{ id: 'u1', name: 'Jordan Lee' }], note: 'null' },
    };
    expect(countAnswers(citizen)).toBe(6);
  });
});
