import type { ReportExportView } from '@fieldbook/contract';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorDestination } from '../../shell/error-routing.ts';
import { isHttpError } from '../../shell/http.ts';
import { saveFile } from '../../shell/save-file.ts';
import { type ExportFileKind, fetchExportFile } from './report-exports.api.ts';

type ExportFile = ReportExportView['files'][number];

const LABELS: Record<ExportFileKind, string> = { csv: 'CSV', xlsx: 'Excel' };

/** '850 kB', '12.4 MB': decimal units, as file managers show them. */
export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  if (bytes < 1_000_000) return `${Math.round(bytes / 1000)} kB`;
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}

/** Why a file did not come down, said on the page; null when the failure has a page of its own (accounts.md §8). */
function problemOf(error: unknown): string | null {
  if (!isHttpError(error)) return null;
  if (error.status === 410) return 'The file could not be downloaded: the export has expired.';
  if (error.status === 404) return 'The file could not be downloaded: the export cannot be found any more.';
  if (error.status === 0 || error.status >= 500) return 'The file could not be downloaded. Check your connection and try again.';
  return null;
}

/**
 * One button per file: the file is fetched with the bearer token, then saved under its name. While one comes down the
 * buttons stay focusable (aria-disabled, not disabled, so keyboard focus is not lost) and a status line says so.
 */
export function ExportFiles({ exportId, files }: { exportId: string; files: ExportFile[] }) {
  const navigate = useNavigate();
  const [status, setStatus] = useState('');
  const [problem, setProblem] = useState('');
  const download = useMutation({
    mutationFn: async (file: ExportFile) => ({ file, blob: await fetchExportFile(exportId, file.kind) }),
    onMutate: (file) => {
      setProblem('');
      setStatus(`Downloading ${file.file_name}…`);
    },
    onSuccess: ({ file, blob }) => {
      saveFile(blob, file.file_name);
      setStatus(`${file.file_name} was downloaded.`);
    },
    onError: (error) => {
      setStatus('');
      const message = problemOf(error);
      if (message) {
        setProblem(message);
        return;
      }
      const destination = errorDestination(error);
      if (destination) navigate(destination.to, destination.state ? { state: destination.state } : undefined);
    },
  });

  function handleDownload(file: ExportFile) {
    if (!download.isPending) download.mutate(file);
  }

  return (
    <>
      <ul className="export-files">
        {files.map((file) => {
          const isLoading = download.isPending && download.variables?.kind === file.kind;
          const detailsId = `export-file-${file.kind}`;
          return (
            <li key={file.kind} className="export-file">
              <button
                type="button"
                className="button button-primary"
                aria-disabled={download.isPending}
                aria-describedby={detailsId}
                onClick={() => handleDownload(file)}
              >
                {isLoading ? <span className="spinner" aria-hidden="true" /> : null}
                Download {LABELS[file.kind]}
              </button>
              <span id={detailsId} className="export-file-details">
                {file.file_name}, {formatBytes(file.bytes)}
              </span>
            </li>
          );
        })}
      </ul>
      <p className="export-status" role="status" aria-live="polite">
        {status}
      </p>
      {problem ? (
        <p className="form-alert" role="alert">
          {problem}
        </p>
      ) : null}
    </>
  );
}
