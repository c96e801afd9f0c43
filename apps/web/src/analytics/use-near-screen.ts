import { type RefObject, useEffect, useState } from 'react';

/** True once the element comes within `margin` of the screen (and stays true): charts and maps are drawn then. */
export function useNearScreen(element: RefObject<Element | null>, margin = '400px'): boolean {
  const [isNear, setIsNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const target = element.current;
    if (isNear || !target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setIsNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, isNear, margin]);
  return isNear;
}
