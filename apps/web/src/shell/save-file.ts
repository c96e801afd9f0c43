/**
 * Saves `blob` under `fileName` through a temporary link: files made in the page (a widget's PNG, the business card)
 * or fetched with the bearer token (the audit CSV), which a plain link could not carry. Works offline.
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
