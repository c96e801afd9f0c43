import { dojRegulationChecks, dojRegulationVersion, dojStopDate, encodeDojRecord, parseDojResponse } from '@fieldbook/domain';
import type { DojCodec, DojResponseError } from './doj-codec.ts';

/**
 * The submission's record rules, all the domain's (packages/domain/src/ca-doj): the stop's JSON by the regulation
 * version of its date, the regulation's logic checks for that version (the form's rules first) before it is sent, and the reading of the DOJ's response files. A
 * response with a line the reader could not place is malformed as a whole: nothing is applied from it.
 */
export const domainDojCodec: DojCodec = {
  encode: (report, context) => encodeDojRecord(report, context),
  check(report, config, timeZone) {
    const general = (report.general_information ?? {}) as { date?: unknown };
    if (typeof general.date !== 'string') return ['The stop has no date.'];
    const version = dojRegulationVersion(dojStopDate(general.date, timeZone), config);
    // A stored stop passed the form's rules when it was written: only the regulation's own checks are left to run.
    return dojRegulationChecks(report, config, version).map((issue) => issue.message);
  },
  readResponse(text) {
    const response = parseDojResponse(text);
    if (response.problems.length > 0) return { isReadable: false, problem: response.problems.slice(0, 5).join(' ') };
    const errors: DojResponseError[] = [
      ...response.fileErrors.map((error) => ({
        section: 'file_fatal' as const,
        ori: error.ori,
        fileName: error.fileName,
        leaRecordId: null,
        message: error.message,
      })),
      ...response.recordFatalErrors.flatMap((error) =>
        error.errors.map((message) => ({
          section: 'record_fatal' as const,
          ori: error.ori,
          fileName: error.fileName,
          leaRecordId: error.leaRecordId,
          message,
        })),
      ),
      ...response.recordErrors.flatMap((error) =>
        error.errors.map((message) => ({
          section: 'record' as const,
          ori: error.ori,
          fileName: error.fileName,
          leaRecordId: error.leaRecordId,
          message,
        })),
      ),
    ];
    return { isReadable: true, errors };
  },
};
