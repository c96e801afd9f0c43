import { type RefObject, useEffect, useRef } from 'react';

/** Items load this far before they become visible (analytics.md §9: lazy loading 800 px). */
export const LAZY_LOAD_MARGIN = '800px';

/**
 * Calls `onNearEnd` when the sentinel comes within 800 px of the viewport, while `isEnabled` (a next page exists and
 * none is loading). Without IntersectionObserver nothing happens: the visible 'Load more' button remains.
 */
export function useInfiniteScroll(sentinel: RefObject<HTMLElement | null>, isEnabled: boolean, onNearEnd: () => void) {
  const onNearEndRef = useRef(onNearEnd);
  onNearEndRef.current = onNearEnd;

  useEffect(() => {
    const element = sentinel.current;
    if (!isEnabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onNearEndRef.current();
      },
      { rootMargin: LAZY_LOAD_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [sentinel, isEnabled]);
}
