import { useEffect } from 'react';
import { productName } from './brand.ts';

/** Names the browser tab after the page, so history and screen readers tell pages apart. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    const name = productName();
    document.title = title ? `${title} · ${name}` : name;
  }, [title]);
}
