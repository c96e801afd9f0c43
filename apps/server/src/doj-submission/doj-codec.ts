import type { DojRecordContext, StateConfiguration } from '@fieldbook/domain';

/** One error the DOJ named in a response file: file-level fatal (no record id), record-level fatal, or record-level. */
export interface DojResponseError {
  section: 'file_fatal' | 'record_fatal' | 'record';
  ori: string;
  fileName: string;
  leaRecordId: string | null;
  message: string;
}

export type DojResponseReading = { isReadable: true; errors: DojResponseError[] } | { isReadable: false; problem: string };

/**
 * What the submission needs of the DOJ's record rules (packages/domain/src/ca-doj, pure): the JSON of one stop, the
 * regulation's logic checks for the version in force on the stop's date, and the reading of a response file.
 */
export interface DojCodec {
  encode(report: Record<string, unknown>, context: DojRecordContext): unknown;
  /** The reasons the DOJ would refuse the stop (empty: sendable). */
  check(report: Record<string, unknown>, config: StateConfiguration, timeZone: string): string[];
  readResponse(text: string): DojResponseReading;
}
