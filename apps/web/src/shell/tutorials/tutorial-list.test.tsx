import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TutorialList, VIDEO_NOT_AVAILABLE } from './tutorial-list.tsx';

describe('tutorial videos', () => {
  it('shows a manager on Analytics the §6 videos in order, with descriptions and links under the configured address', () => {
    render(<TutorialList roleName="manager" plan="analytics" videoBaseUrl="https://videos.example.org/fieldbook" headingId="t" />);
    expect(screen.getAllByRole('heading', { level: 4 }).map((heading) => heading.textContent)).toEqual([
      'Create Groups',
      'Agency Areas',
      'Amend officers reports',
      'Advance filtering',
      'FastFacts',
      'Invite Officers',
      'Business Card',
    ]);
    expect(screen.getByText('Read the key figures of the reports you filtered at a glance.')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Watch video: FastFacts (opens in a new tab)' });
    expect(link.getAttribute('href')).toBe('https://videos.example.org/fieldbook/8');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(screen.queryByText(VIDEO_NOT_AVAILABLE)).toBeNull();
  });

  it('says a video is not available without a configured address, and shows nothing to the invited role', () => {
    const { unmount } = render(<TutorialList roleName="officer" plan="connect" videoBaseUrl="" headingId="t" />);
    expect(screen.getAllByRole('heading', { level: 4 }).map((heading) => heading.textContent)).toEqual(['Business Card']);
    expect(screen.getByText(VIDEO_NOT_AVAILABLE)).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
    unmount();
    const invited = render(<TutorialList roleName="invited" plan="analytics" videoBaseUrl="" headingId="t" />);
    expect(invited.container.textContent).toBe('');
  });
});
