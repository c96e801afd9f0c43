import type { ReactNode } from 'react';
import { AppFooter } from './app-footer.tsx';
import { productName } from './brand.ts';
import { Icon } from './icons.tsx';
import { usePageTitle } from './use-page-title.ts';

/** The frame of every page outside /app: the brand, one centred card, the footer. */
export function PublicFrame({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <div className="public-frame">
      <header className="public-brand">
        <Icon name="logo" className="brand-mark" />
        <span>{productName()}</span>
      </header>
      <main className="public-card">{children}</main>
      <AppFooter />
    </div>
  );
}
