import type {
  CreateReportTemplateRequest,
  ReportTemplatesResponse,
  ReportTemplateView,
  UpdateReportTemplateRequest,
} from '@fieldbook/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchWithReferenceCache, REFERENCE_KEYS } from '../../offline/reference-cache.ts';
import { http } from '../../shell/http.ts';

export type { ReportTemplateView };

export const REPORT_TEMPLATES_KEY = ['report-templates'] as const;
const NONE: ReportTemplateView[] = [];

/** The agency's templates and the caller's favourites (favourites first), kept on the device for filing offline. */
export function useReportTemplates(email: string) {
  const query = useQuery({
    queryKey: REPORT_TEMPLATES_KEY,
    networkMode: 'always',
    staleTime: 60_000,
    queryFn: ({ signal }) =>
      fetchWithReferenceCache<ReportTemplatesResponse>(email, REFERENCE_KEYS.reportTemplates, () =>
        http.get<ReportTemplatesResponse>('/api/report-templates', { signal }),
      ),
  });
  return { templates: query.data?.templates ?? NONE, isLoading: query.isPending, hasFailed: query.isError };
}

/** The writes; each refreshes the list (and its copy on the device with the next read). */
export function useTemplateWrites() {
  const client = useQueryClient();
  const refresh = <T>(result: T) => {
    void client.invalidateQueries({ queryKey: REPORT_TEMPLATES_KEY });
    return result;
  };
  return {
    create: (body: CreateReportTemplateRequest) => http.post<ReportTemplateView>('/api/report-templates', body).then(refresh),
    update: (id: string, body: UpdateReportTemplateRequest) =>
      http.put<ReportTemplateView>(`/api/report-templates/${encodeURIComponent(id)}`, body).then(refresh),
    remove: (id: string) => http.delete<null>(`/api/report-templates/${encodeURIComponent(id)}`).then(refresh),
  };
}
