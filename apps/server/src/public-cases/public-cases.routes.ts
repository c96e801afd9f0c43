import { publicCaseView } from '@fieldbook/contract';
import { z } from 'zod';
import { notFound } from '../http/http-error.ts';
import type { Api, AppContext } from '../http/types.ts';
import { findPublicCase } from './public-cases.repo.ts';

/**
 * The citizen's page behind the QR code: reached by the report's id, a random UUID made on the device
 * (122 random bits), and showing nothing about anyone stopped: agency, officer, incident number and date.
 */
export function registerPublicCaseRoutes(api: Api, { db }: AppContext): void {
  api.get(
    '/public/cases/:report_id',
    { schema: { tags: ['public'], params: z.object({ report_id: z.uuid() }), response: { 200: publicCaseView } } },
    async (request) => {
      const found = await findPublicCase(db, request.params.report_id);
      if (!found) throw notFound();
      return found;
    },
  );
}
