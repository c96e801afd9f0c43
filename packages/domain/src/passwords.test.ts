import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, canSubmitRegistration, isValidEmail, isValidOfficerId } from './accounts.ts';
import { BANNED_PASSWORDS } from './banned-passwords.ts';
import { normalizePassword, PASSWORD_MESSAGES, passwordIssue, passwordLength } from './passwords.ts';

describe('passwordIssue', () => {
  it('refuses 7 characters and accepts 8', () => {
    expect(passwordIssue('kq7#vb2')).toBe('Your password must have at least 8 characters.');
    expect(passwordIssue('kq7#vb2x')).toBeNull();
  });

  it('accepts a long passphrase with spaces and emoji, counting each emoji once and never truncating', () => {
    const passphrase = 'my squad car 🚓 smells of coffee ☕ and old fries every single morning shift 🍟';
    expect(passwordLength(passphrase)).toBeGreaterThanOrEqual(64);
    expect(passwordIssue(passphrase)).toBeNull();
    expect(passwordIssue('🚓🚓🚓🚓🚓🚓🚓')).toBe(PASSWORD_MESSAGES.tooShort);
    expect(passwordIssue('x'.repeat(200) + 'y'.repeat(56))).toBeNull();
    expect(passwordIssue('x'.repeat(200) + 'y'.repeat(57))).toBe('Your password can have at most 256 characters.');
  });

  it('has no composition rules', () => {
    expect(passwordIssue('correct horse battery staple')).toBeNull();
    expect(passwordIssue('alllowercaseletters')).toBeNull();
  });

  it.each(['Password123!', 'password', 'PASSWORD', 'qwerty123', '12345678', 'dragon2024', '!!Sunshine!!', 'P@ssw0rd', 'aaaaaaaaaa'])(
    'refuses the common password %s, whatever its case and decorations',
    (password) => {
      expect(passwordIssue(password)).toBe('This password is too common and easy to guess. Please choose another one.');
    },
  );

  it('keeps a list of a few hundred banned passwords, lower-cased', () => {
    expect(BANNED_PASSWORDS.size).toBeGreaterThan(300);
    for (const entry of BANNED_PASSWORDS) expect(entry).toBe(entry.toLowerCase());
  });

  it("refuses passwords built from the product name or the user's e-mail", () => {
    const context = { email: 'Jane.Doe@agency.gov' };
    expect(passwordIssue('Fieldbook2026!', context)).toBe('Your password cannot be based on your email address or on the name Fieldbook.');
    expect(passwordIssue('janedoe#2026', context)).toBe(PASSWORD_MESSAGES.context);
    expect(passwordIssue('Jane.Doe@agency.gov', context)).toBe(PASSWORD_MESSAGES.context);
    expect(passwordIssue('janedoe#2026')).toBeNull();
    expect(passwordIssue('my fieldbook keeps every stop honest', context)).toBeNull();
  });

  it('refuses control characters but allows any printable or Unicode character', () => {
    expect(passwordIssue('line\nbreak password')).toBe(PASSWORD_MESSAGES.controlCharacter);
    expect(passwordIssue('pässwörd ñandú 東京')).toBeNull();
  });

  it('normalises to NFKC so composed and decomposed accents are one password', () => {
    expect(normalizePassword('cafe\u0301 con leche')).toBe(normalizePassword('caf\u00e9 con leche'));
  });
});

describe('account field checks', () => {
  it.each([
    ['jane@agency.gov', true],
    ['Jane.Doe+x@sub.agency.gov', true],
    ['jane@agency', false],
    ['jane agency.gov', false],
    ['jane@@agency.gov', false],
    ['', false],
  ])('isValidEmail(%s) is %s', (email, expected) => {
    expect(isValidEmail(email)).toBe(expected);
  });

  it.each([
    ['DPD-0217', true],
    ['1', true],
    ['A'.repeat(20), true],
    ['A'.repeat(21), false],
    ['DPD 0217', false],
    ['DPD_0217', false],
    ['', false],
  ])('isValidOfficerId(%s) is %s', (officerId, expected) => {
    expect(isValidOfficerId(officerId)).toBe(expected);
  });

  it('enables Create Account only with four filled fields and the policy box ticked', () => {
    const draft = { name: 'Jane', officerId: 'J-1', email: 'j@a.gov', password: 'x', hasAcceptedPolicies: true };
    expect(canSubmitRegistration(draft)).toBe(true);
    expect(canSubmitRegistration({ ...draft, hasAcceptedPolicies: false })).toBe(false);
    expect(canSubmitRegistration({ ...draft, name: ' ' })).toBe(false);
    expect(canSubmitRegistration({ ...draft, password: '' })).toBe(false);
  });

  it('words the reset mismatch exactly as the spec', () => {
    expect(ACCOUNT_MESSAGES.passwordMismatch).toBe('The “New Password” and “Confirm Password” do not match.');
  });
});
