import { describe, expect, it } from 'vitest';
import { replaceChoices, toggleChoice } from './field-values.ts';

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
