import { describe, expect, it } from 'vitest';
import { officer } from '../test/fixtures.ts';
import { reviewedOfficer, reviewer } from './review-fixtures.test-helper.ts';
import { canReview, formatWaited, isReviewOn } from './review-format.ts';

describe('formatWaited', () => {
  const now = new Date('2026-06-15T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
  it.each([
    [20_000, 'under 1 min'],
    [12 * 60_000, '12 min'],
    [3 * 3_600_000 + 59 * 60_000, '3 h'],
    [26 * 3_600_000, '1 day'],
    [50 * 3_600_000, '2 days'],
    [-5_000, 'under 1 min'],
  ])('%i ms is %s', (ms, text) => {
    expect(formatWaited(ago(ms), now)).toBe(text);
  });
});

describe('who sees the review', () => {
  it('needs the agency review on', () => {
    expect(isReviewOn(officer())).toBe(false);
    expect(isReviewOn(reviewedOfficer())).toBe(true);
    expect(canReview(reviewer(false))).toBe(false);
  });
  it('needs the review permission', () => {
    expect(canReview(reviewer())).toBe(true);
    expect(canReview(reviewedOfficer())).toBe(false);
  });
});
