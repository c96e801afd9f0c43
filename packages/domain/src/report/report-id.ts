/** A report's id (security-and-sync G2): a UUID made on the device when the draft starts, never changed. */
export const REPORT_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

export function isValidReportId(value: unknown): value is string {
  return typeof value === 'string' && REPORT_ID_PATTERN.test(value);
}

/** How many ids one POST /api/reports/receipts may ask about (G7); the device asks in chunks of this size. */
export const RECEIPT_IDS_MAX = 500;
/** How long the device keeps a sealed copy of a report after its upload, to re-send it if the server loses it (G7). */
export const RECEIPT_RETENTION_DAYS = 30;
