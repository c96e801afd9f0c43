import type { ReportExportView } from '@fieldbook/contract';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../shell/http.ts';

export type ExportFileKind = ReportExportView['files'][number]['kind'];

/** A mailed export as its requester sees it (404 to anyone else, 410 once expired): nothing to retry on those. */
export function reportExportQueryOptions(exportId: string) {
  return queryOptions({
    queryKey: ['reports', 'exports', exportId],
    queryFn: ({ signal }) => http.get<ReportExportView>(`/api/reports/exports/${encodeURIComponent(exportId)}`, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** One file of the export, with the requester's bearer token (the server audits the download). */
export function fetchExportFile(exportId: string, kind: ExportFileKind): Promise<Blob> {
  return http.file(`/api/reports/exports/${encodeURIComponent(exportId)}/${kind}`);
}
