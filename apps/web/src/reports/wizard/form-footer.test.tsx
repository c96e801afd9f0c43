import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FormFooter } from './form-footer.tsx';

const noTargets = () => [];

function renderFooter(issueCount: number) {
  const props = { isSubmitting: false, getJumpTargets: noTargets, onShowIssues: vi.fn(), onCancel: vi.fn(), onSubmit: vi.fn() };
  return render(<FormFooter {...props} issueCount={issueCount} canSubmit={issueCount === 0} />);
}

/** What a sighted officer reads: the text outside the visually hidden spans. */
const visibleText = (element: HTMLElement) => {
  const copy = element.cloneNode(true) as HTMLElement;
  for (const hidden of copy.querySelectorAll('.visually-hidden')) hidden.remove();
  return copy.textContent;
};

describe("the contact form's footer (issue 24: the sticky bar one row high)", () => {
  it('is one row of three buttons: the attention count, Cancel and Submit', () => {
    const { container } = renderFooter(5);
    const footer = container.querySelector<HTMLElement>('.wizard-footer');
    expect(footer?.classList.contains('form-footer')).toBe(true);
    const buttons = within(footer as HTMLElement).getAllByRole('button');
    expect(buttons.map((button) => button.parentElement)).toEqual([footer, footer, footer]);
    expect(footer?.children).toHaveLength(3);
    expect(buttons.map((button) => button.getAttribute('aria-label') ?? button.textContent)).toEqual([
      '5 fields need attention',
      'Cancel',
      'Submit',
    ]);
  });

  it('shows the count in a few words and keeps the whole sentence as its name', () => {
    renderFooter(5);
    const count = screen.getByRole('button', { name: '5 fields need attention' });
    expect(visibleText(count)).toBe('5 fields');
    expect(count.getAttribute('aria-haspopup')).toBe('dialog');
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveProperty('disabled', true);
  });

  it('says one field in the singular, and offers the sections once nothing needs attention', () => {
    const { unmount } = renderFooter(1);
    expect(visibleText(screen.getByRole('button', { name: '1 field needs attention' }))).toBe('1 field');
    unmount();
    renderFooter(0);
    expect(screen.getByRole('button', { name: 'Sections' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /attention/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveProperty('disabled', false);
  });
});
