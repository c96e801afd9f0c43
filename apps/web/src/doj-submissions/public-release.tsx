import { useMutation } from '@tanstack/react-query';
import { downloadPublicRelease } from './doj-submissions.api.ts';

/** The year's stops as the DOJ's public dataset lays them out, for the DOJ and public-records requests (issue 26). */
export function PublicRelease({ year }: { year: number }) {
  const download = useMutation({ mutationFn: () => downloadPublicRelease(`${year}-01-01`, `${year}-12-31`) });
  return (
    <section aria-labelledby="doj-public-title">
      <h2 id="doj-public-title" className="doj-section-title">
        Public release
      </h2>
      <p>One row per person stopped, in the DOJ's codes, without officer identity, names, narratives or exact addresses.</p>
      <button type="button" className="button" onClick={() => download.mutate()} disabled={download.isPending}>
        {download.isPending ? <span className="spinner" aria-hidden="true" /> : null}
        Download {year} (CSV)
      </button>
      {download.isError ? <p role="alert">The file could not be downloaded. Try again in a moment.</p> : null}
    </section>
  );
}
