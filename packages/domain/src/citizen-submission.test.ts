import { describe, expect, it } from 'vitest';
import { CITIZEN_SUBMISSION_LIMITS, checkCitizenSubmission, isValidCitizenPhone } from './citizen-submission.ts';

const ok = { text: 'Thank you.', consent: true };

describe('checkCitizenSubmission (issue 28)', () => {
  it('takes a message with consent and no contact details', () => {
    expect(checkCitizenSubmission(ok)).toEqual([]);
    expect(checkCitizenSubmission({ ...ok, name: ' ', email: '', phone: null })).toEqual([]);
  });

  it('needs a message of at most the limit once trimmed, and consent', () => {
    expect(checkCitizenSubmission({ text: '  ', consent: false })).toEqual([
      { field: 'text', issue: 'textRequired' },
      { field: 'consent', issue: 'consentRequired' },
    ]);
    expect(checkCitizenSubmission({ ...ok, text: ` ${'a'.repeat(CITIZEN_SUBMISSION_LIMITS.textMax)} ` })).toEqual([]);
    expect(checkCitizenSubmission({ ...ok, text: 'a'.repeat(CITIZEN_SUBMISSION_LIMITS.textMax + 1) })).toEqual([
      { field: 'text', issue: 'textTooLong' },
    ]);
  });

  it('checks contact details only when given', () => {
    expect(checkCitizenSubmission({ ...ok, email: 'name@example', phone: 'call me' })).toEqual([
      { field: 'email', issue: 'emailInvalid' },
      { field: 'phone', issue: 'phoneInvalid' },
    ]);
    expect(checkCitizenSubmission({ ...ok, name: 'n'.repeat(CITIZEN_SUBMISSION_LIMITS.nameMax + 1) })).toEqual([
      { field: 'name', issue: 'nameTooLong' },
    ]);
  });

  it.each([
    ['(555) 010-2233', true],
    ['+52 55 1234 5678', true],
    ['555.0102', true],
    ['123456', false],
    ['1234567890123456', false],
    ['555-CALL-NOW', false],
  ])('phone %s is %s', (phone, isValid) => {
    expect(isValidCitizenPhone(phone)).toBe(isValid);
  });
});
