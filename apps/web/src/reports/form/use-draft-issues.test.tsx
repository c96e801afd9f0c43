import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReportDraft } from './report-draft.ts';
import { emptyDraft, readConfiguration, TIME_ZONE } from './report-form-harness.tsx';
import { useDraftIssues, VALIDATION_DELAY_MS } from './use-draft-issues.ts';

const texas = readConfiguration('texas.json');

afterEach(() => {
  vi.useRealTimers();
});

describe('useDraftIssues', () => {
  it('validates the draft once typing pauses', () => {
    vi.useFakeTimers();
    const first = emptyDraft();
    const { result, rerender } = renderHook(({ draft }: { draft: ReportDraft }) => useDraftIssues(draft, texas, TIME_ZONE, 'create'), {
      initialProps: { draft: first },
    });
    const durationIssue = () => result.current.find((issue) => issue.path === 'general_information.duration');
    expect(durationIssue()?.message).toBe('Minimum 1, maximum 1440.');

    rerender({ draft: { ...first, general_information: { ...first.general_information, duration: 30 } } });
    expect(durationIssue()).toBeDefined();
    act(() => {
      vi.advanceTimersByTime(VALIDATION_DELAY_MS);
    });
    expect(durationIssue()).toBeUndefined();
  });
});
