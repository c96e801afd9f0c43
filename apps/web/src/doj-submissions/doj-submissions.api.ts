import type {
  DojOverview,
  DojResponseUpload,
  DojResponseUploadResult,
  DojSettingsBody,
  DojSettingsView,
  DojSubmitBody,
} from '@fieldbook/contract';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../shell/http.ts';
import { saveFile } from '../shell/save-file.ts';

/** Every DOJ submission read starts with this key, so a send or a settings change refreshes them at once. */
export const DOJ_KEY = 'doj-submissions';

/** The year's overview; polled every 5 s while a batch is unsent or waiting to be filled, else every minute. */
export function dojOverviewQueryOptions(year: number) {
  return queryOptions({
    queryKey: [DOJ_KEY, 'overview', year],
    queryFn: ({ signal }) => http.get<DojOverview>(`/api/doj-submissions?year=${year}`, { signal }),
    refetchInterval: (query) => (query.state.data?.batches.some((batch) => batch.state === 'unsent') ? 5_000 : 60_000),
  });
}

export function dojSettingsQueryOptions() {
  return queryOptions({
    queryKey: [DOJ_KEY, 'settings'],
    queryFn: ({ signal }) => http.get<DojSettingsView>('/api/doj-submissions/settings', { signal }),
  });
}

export const submitToDoj = (body: DojSubmitBody) =>
  http.post<{ batch_id: string | null; eligible: number }>('/api/doj-submissions/batches', body);
export const readDojAnswers = () => http.post<{ read: number; problem: string | null }>('/api/doj-submissions/responses');
export const uploadDojResponse = (body: DojResponseUpload) =>
  http.post<DojResponseUploadResult>('/api/doj-submissions/responses/upload', body);
export const retryBatch = (batchId: string) => http.post<{ queued: boolean }>(`/api/doj-submissions/batches/${batchId}/retry`);
export const saveDojSettings = (body: DojSettingsBody) => http.put<DojSettingsView>('/api/doj-submissions/settings', body);

export async function downloadBatchZip(batchId: string, createdAt: string): Promise<void> {
  saveFile(await http.file(`/api/doj-submissions/batches/${batchId}/zip`), `doj-batch-${createdAt.slice(0, 10)}.zip`);
}

export async function downloadPublicRelease(from: string, to: string): Promise<void> {
  const params = new URLSearchParams({ from, to });
  saveFile(await http.file(`/api/doj-submissions/public-release?${params.toString()}`), `stop-data-${from}-to-${to}.csv`);
}
