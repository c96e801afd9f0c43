import { z } from 'zod';

/**
 * The DOJ tables a California report is checked against (issue 26). Calls:
 * - GET /api/doj-tables/offense-codes: the agency's offense-code table (its uploaded copy, else the shipped DOJ
 *   snapshot), each code as a row [code, statute, statute_type, charge_type, literal, enacted, repealed]; ETag = version.
 * - GET /api/doj-tables/cities: the DOJ's cities and unincorporated areas, as rows [name, county, deactivated].
 * - GET, PUT, DELETE /api/agencies/me/offense-codes: which table the agency uses; replace it with its newer copy of the
 *   DOJ's CSV (same columns), or go back to the shipped one (agency.doj_submissions.manage).
 */
export const offenseCodeRow = z.tuple([z.number(), z.string(), z.string(), z.string(), z.string(), z.string(), z.string().nullable()]);
export const offenseCodesView = z.object({
  version: z.string(),
  source: z.enum(['shipped', 'agency']),
  codes: z.array(offenseCodeRow),
});
export type OffenseCodesView = z.infer<typeof offenseCodesView>;

export const dojCitiesView = z.object({ cities: z.array(z.tuple([z.string(), z.string(), z.string().nullable()])) });
export type DojCitiesView = z.infer<typeof dojCitiesView>;

export const agencyOffenseCodesView = z.object({
  source: z.enum(['shipped', 'agency']),
  code_count: z.number(),
  file_name: z.string().nullable(),
  uploaded_at: z.string().nullable(),
  uploaded_by_name: z.string().nullable(),
});
export type AgencyOffenseCodesView = z.infer<typeof agencyOffenseCodesView>;

/** An upload: the CSV's text as read by the browser, and its file name. */
export const OFFENSE_CODES_CSV_MAX_LENGTH = 5_000_000;
export const agencyOffenseCodesUpload = z.strictObject({
  file_name: z.string().trim().min(1).max(200),
  csv: z.string().min(1).max(OFFENSE_CODES_CSV_MAX_LENGTH),
});
export type AgencyOffenseCodesUpload = z.infer<typeof agencyOffenseCodesUpload>;
