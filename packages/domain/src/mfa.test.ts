import { describe, expect, it } from 'vitest';
import { isRecoveryCode, isTotpCode, normalizeMfaCode } from './mfa.ts';

describe('two-step verification codes', () => {
  it.each([
    ['123456', true],
    ['123 456', true],
    [' 123456 ', true],
    ['12345', false],
    ['1234567', false],
    ['12a456', false],
    ['', false],
  ])('an authenticator code %j is %s', (code, expected) => {
    expect(isTotpCode(code)).toBe(expected);
  });

  it.each([
    ['7KQ2M-XR9DA', true],
    ['7kq2mxr9da', true],
    ['7KQ2M XR9DA', true],
    ['7KQ2M-XR9D', false],
    // I, L, O and U are not in the alphabet (they are mistaken for 1, 1, 0 and V).
    ['7KQ2M-XR9DI', false],
    ['OOOOO-OOOOO', false],
  ])('a recovery code %j is %s', (code, expected) => {
    expect(isRecoveryCode(code)).toBe(expected);
  });

  it('normalises what was typed: no spaces or dashes, upper case', () => {
    expect(normalizeMfaCode(' 7kq2m-xr9da ')).toBe('7KQ2MXR9DA');
    expect(normalizeMfaCode('123 456')).toBe('123456');
  });
});
