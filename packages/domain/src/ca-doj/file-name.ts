/** An ORI: the FBI's nine-character agency identifier (letters and digits). */
export const DOJ_ORI_PATTERN = /^[A-Z0-9]{9}$/;
/** What a LEA record ID may hold so that the file name stays one path segment and splits on '_' (Cal-RIPA reads it back so). */
export const DOJ_LEA_RECORD_ID_PATTERN = /^[A-Za-z0-9-]{1,50}$/;

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/**
 * The DOJ file name of one stop: `yyyyMMddHHmmss_<ORI>_<LEARecordID>.json`, the time read in UTC (docs/decisions.md).
 * Throws on an ORI or record ID that would make a name the DOJ's response could not be matched back to.
 */
export function dojFileName(at: Date, ori: string, leaRecordId: string): string {
  if (Number.isNaN(at.getTime())) throw new Error('dojFileName: invalid date');
  if (!DOJ_ORI_PATTERN.test(ori)) throw new Error('dojFileName: the ORI has 9 upper-case letters or digits');
  if (!DOJ_LEA_RECORD_ID_PATTERN.test(leaRecordId)) throw new Error('dojFileName: the LEA record ID has 1-50 letters, digits or hyphens');
  const stamp = `${at.getUTCFullYear()}${pad(at.getUTCMonth() + 1)}${pad(at.getUTCDate())}${pad(at.getUTCHours())}${pad(at.getUTCMinutes())}${pad(at.getUTCSeconds())}`;
  return `${stamp}_${ori}_${leaRecordId}.json`;
}

/** The parts of a DOJ file name, or undefined when it is not one (a response naming a file we never sent). */
export function parseDojFileName(fileName: string): { at: Date; ori: string; leaRecordId: string } | undefined {
  const match = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})_([A-Z0-9]{9})_([A-Za-z0-9-]{1,50})\.json$/.exec(fileName.trim());
  if (!match) return undefined;
  const [, year, month, day, hour, minute, second, ori, leaRecordId] = match as unknown as string[];
  const at = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute), Number(second)));
  if (at.getUTCMonth() !== Number(month) - 1 || at.getUTCDate() !== Number(day)) return undefined;
  return { at, ori: ori as string, leaRecordId: leaRecordId as string };
}
