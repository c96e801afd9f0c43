import { describe, expect, it } from 'vitest';
import { checkDateRange } from './date-range.ts';
import { MESSAGES } from './messages.ts';

const TODAY = '2026-06-15';

describe('date-range filter (reports.md §5)', () => {
  it.each([
    [{ from: '2026-01-01', to: '2026-06-15' }, []],
    [{ from: '2022-01-01', to: '2022-12-31' }, []],
    [{ from: '2025-06-15', to: '2026-06-15' }, []],
    [{ from: '2025-06-14', to: '2026-06-15' }, [['to', MESSAGES.dateRangeTooLong]]],
    [{ from: '2021-12-31', to: '2022-01-31' }, [['from', MESSAGES.dateRangeFromTooEarly]]],
    [{ from: '2026-06-16', to: '2026-06-20' }, [['from', MESSAGES.dateRangeFromFuture]]],
    [{ from: '2026-03-10', to: '2026-03-09' }, [['to', MESSAGES.dateRangeToBeforeFrom]]],
    [{ from: '2026-03-10' }, [['to', MESSAGES.dateRangeToRequired]]],
    [{ from: '2026-03-10', exact: true }, []],
    [{ to: '2026-03-10' }, [['from', MESSAGES.dateRangeFromRequired]]],
    [{ from: '2026-13-01', to: '2026-03-10' }, [['from', MESSAGES.dateInvalid]]],
  ])('%j', (range, expected) => {
    expect(checkDateRange(range, TODAY)).toEqual(expected.map(([path, message]) => ({ path, message })));
  });
});
