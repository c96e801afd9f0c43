import { describe, expect, it } from 'vitest';
import {
  AGENCY_MESSAGES,
  type AgencyFormValue,
  agencyContactTypesSchema,
  agencyFormErrors,
  agencyInfoSchema,
  BADGE_MAX_BYTES,
  BADGE_MESSAGES,
  badgeIssue,
  CONTACT_TYPE_MESSAGES,
  canContinueAgencyForm,
  canContinueMembers,
  EMPTY_AGENCY_FORM,
  isValidOri,
  MEMBER_EMAIL_MESSAGES,
  memberEmailIssue,
  orderContactTypes,
  sniffImageType,
  splitEmailList,
} from './agency.ts';

const filled: AgencyFormValue = {
  ...EMPTY_AGENCY_FORM,
  full_name: 'Springfield Police Department',
  ori: 'IL0840000',
  state_name: 'Other states (no stop-data law)',
  phone1: '217-555-0100',
  email: 'Records@Springfield.example',
  timezone: 'America/Chicago',
};

describe('ORI (accounts.md §5: exactly nine characters, each an uppercase letter or a digit)', () => {
  it.each([
    ['CA0349400', true],
    ['ABCDEFGHI', true],
    ['123456789', true],
    ['CA034940', false],
    ['CA03494000', false],
    ['ca0349400', false],
    ['CA034940a', false],
    ['CA-349400', false],
    ['CA 349400', false],
    ['CA034940Ñ', false],
    ['', false],
  ])('%s -> %s', (ori, expected) => {
    expect(isValidOri(ori)).toBe(expected);
  });

  it('refuses a bad ORI with the form message on both sides', () => {
    expect(agencyFormErrors({ ...filled, ori: 'ca0349400' })).toEqual({ ori: AGENCY_MESSAGES.ori });
    expect(AGENCY_MESSAGES.ori).toBe('The ORI must be exactly 9 characters, each an uppercase letter or a digit.');
  });
});

describe('agency form Continue (accounts.md §5)', () => {
  it('is enabled only when full_name, ori, state_name, phone1, email and timezone are filled', () => {
    expect(canContinueAgencyForm(filled)).toBe(true);
    expect(canContinueAgencyForm(EMPTY_AGENCY_FORM)).toBe(false);
    for (const field of ['full_name', 'ori', 'state_name', 'phone1', 'email', 'timezone'] as const) {
      expect(canContinueAgencyForm({ ...filled, [field]: '' }), field).toBe(false);
      expect(canContinueAgencyForm({ ...filled, [field]: '   ' }), field).toBe(false);
    }
    expect(canContinueAgencyForm({ ...filled, jurisdiction_code: '', address: '' })).toBe(true);
  });

  it('checks the e-mail on Continue and shows the e-mail error', () => {
    expect(agencyFormErrors(filled)).toEqual({});
    expect(agencyFormErrors({ ...filled, email: 'records@springfield' })).toEqual({ email: AGENCY_MESSAGES.email });
    expect(agencyFormErrors({ ...filled, email: 'not an email' })).toEqual({ email: AGENCY_MESSAGES.email });
  });

  it('refuses a time zone outside the United States list and overlong text', () => {
    expect(agencyFormErrors({ ...filled, timezone: 'Europe/Paris' })).toEqual({ timezone: AGENCY_MESSAGES.timezone });
    expect(agencyFormErrors({ ...filled, full_name: 'x'.repeat(201) })).toEqual({ full_name: AGENCY_MESSAGES.tooLong(200) });
  });

  it('is the schema the server enforces: strict, e-mail normalised by the caller', () => {
    expect(agencyInfoSchema.safeParse({ ...filled, jurisdiction_code: null, address: null }).success).toBe(true);
    expect(agencyInfoSchema.safeParse({ ...filled, address: null, status: 'Active' }).success).toBe(false);
  });
});

describe('member e-mails (accounts.md §5)', () => {
  const own = 'Owner@Springfield.example';

  it.each([
    ['officer@springfield.example', null],
    ['Officer.Two+tag@springfield.example', null],
    ['officer@springfield', MEMBER_EMAIL_MESSAGES.invalid],
    ['officer springfield.example', MEMBER_EMAIL_MESSAGES.invalid],
    ['@springfield.example', MEMBER_EMAIL_MESSAGES.invalid],
    ['owner@springfield.example', MEMBER_EMAIL_MESSAGES.own],
    ['OWNER@SPRINGFIELD.EXAMPLE', MEMBER_EMAIL_MESSAGES.own],
  ])('%s -> %s', (email, expected) => {
    expect(memberEmailIssue(email, own)).toBe(expected);
  });

  it('keeps Continue disabled while any e-mail is invalid', () => {
    expect(canContinueMembers([], own)).toBe(true);
    expect(canContinueMembers(['a@springfield.example', 'b@springfield.example'], own)).toBe(true);
    expect(canContinueMembers(['a@springfield.example', 'b@'], own)).toBe(false);
    expect(canContinueMembers(['a@springfield.example', 'owner@SPRINGFIELD.example'], own)).toBe(false);
  });

  it('splits a typed list on commas', () => {
    expect(splitEmailList(' a@x.example, b@x.example,,c@x.example ,')).toEqual(['a@x.example', 'b@x.example', 'c@x.example']);
    expect(splitEmailList('   ')).toEqual([]);
  });
});

describe('badge images: recognised by content, at most 1 MB', () => {
  const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
  const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]);
  const webp = new TextEncoder().encode('RIFF\u0000\u0000\u0000\u0000WEBPVP8 ');
  const gif = new TextEncoder().encode('GIF89a');
  const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>');

  it.each([
    ['png', png, 'image/png'],
    ['jpeg', jpeg, 'image/jpeg'],
    ['webp', webp, 'image/webp'],
    ['gif', gif, null],
    ['svg', svg, null],
    ['RIFF without WEBP', new TextEncoder().encode('RIFF\u0000\u0000\u0000\u0000WAVE'), null],
    ['empty', new Uint8Array(), null],
  ])('%s', (_name, bytes, expected) => {
    expect(sniffImageType(bytes)).toBe(expected);
  });

  it('refuses other types and images over 1 MB', () => {
    expect(badgeIssue(png)).toBeNull();
    expect(badgeIssue(svg)).toBe(BADGE_MESSAGES.type);
    const big = new Uint8Array(BADGE_MAX_BYTES + 1);
    big.set(png);
    expect(badgeIssue(big)).toBe(BADGE_MESSAGES.size);
    expect(badgeIssue(big.subarray(0, BADGE_MAX_BYTES))).toBeNull();
  });
});

describe("the agency's contact types (issue 24, defect 13)", () => {
  it.each([
    [['Call For Service'], true],
    [['Officer Pro-active', 'Call For Service'], true],
    [[], false],
    [['Traffic'], false],
    [['Call For Service', 'Call For Service'], false],
    ['Call For Service', false],
  ])('%j valid: %s', (contactTypes, isValid) => {
    expect(agencyContactTypesSchema.safeParse({ contact_types: contactTypes }).success).toBe(isValid);
  });

  it("keeps them in Fieldbook's order", () => {
    expect(orderContactTypes(['Officer Pro-active', 'Call For Service'])).toEqual(['Call For Service', 'Officer Pro-active']);
    expect(CONTACT_TYPE_MESSAGES.atLeastOne).toBe('Choose at least one contact type.');
  });
});
