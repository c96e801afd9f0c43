import { useEffect, useState } from 'react';
import { PHONE_QUERY, useMediaQuery } from '../shell/use-media-query.ts';

const EXTRA_LARGE_QUERY = '(min-width: 1536px)';
const LARGE_QUERY = '(min-width: 1200px)';

/** Whether the side navigation is collapsed now: the shell marks it on .app-shell (shell/app-layout.tsx). */
function useIsNavCollapsed(): boolean {
  const read = () => document.querySelector('.app-shell')?.classList.contains('is-nav-collapsed') ?? false;
  const [isCollapsed, setIsCollapsed] = useState(read);
  useEffect(() => {
    const shell = document.querySelector('.app-shell');
    if (!shell || typeof MutationObserver === 'undefined') return;
    const observer = new MutationObserver(() => setIsCollapsed(shell.classList.contains('is-nav-collapsed')));
    observer.observe(shell, { attributes: true, attributeFilter: ['class'] });
    return () => observer.disconnect();
  }, []);
  return isCollapsed;
}

/** Widget columns (analytics.md §9): 1 on a phone, 3 on an extra-large screen or a large one with the nav collapsed, else 2. */
export function useColumnCount(): number {
  const isPhone = useMediaQuery(PHONE_QUERY);
  const isExtraLarge = useMediaQuery(EXTRA_LARGE_QUERY);
  const isLarge = useMediaQuery(LARGE_QUERY);
  const isNavCollapsed = useIsNavCollapsed();
  if (isPhone) return 1;
  return isExtraLarge || (isLarge && isNavCollapsed) ? 3 : 2;
}
