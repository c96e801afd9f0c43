import { PRODUCT_NAME } from '@fieldbook/domain';
import { useEffect } from 'react';

/** Names the browser tab after the page, so history and screen readers tell pages apart. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [title]);
}
