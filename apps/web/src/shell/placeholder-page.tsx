import { usePageTitle } from './use-page-title.ts';

/** The honest empty state of an /app page that a later issue fills. */
export function PlaceholderPage({ title }: { title: string }) {
  usePageTitle(title);
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title" className="page-title">
        {title}
      </h1>
      <div className="empty-state">
        <p>This page is not available yet.</p>
        <p>It arrives in a coming release of Fieldbook.</p>
      </div>
    </section>
  );
}
