import { publicCaseView } from '@fieldbook/contract';
import { isCaseKey } from '@fieldbook/domain';
import { z } from 'zod';
import { notFound } from '../http/http-error.ts';
import type { Api, AppContext } from '../http/types.ts';
import { findPublicCase } from './public-cases.repo.ts';

/**
 * The citizen's page behind the QR code: reached by the report's public token, 128 random bits made on the device (a
 * report stored before tokens by its id), and showing nothing about anyone stopped: agency, officer, incident number
 * and date.
 */
export function registerPublicCaseRoutes(api: Api, { db }: AppContext): void {
  api.get(
    '/public/cases/:token',
    {
      schema: {
        tags: ['public'],
        params: z.object({ token: z.string().refine(isCaseKey, 'Not a case link.') }),
        response: { 200: publicCaseView },
      },
    },
    async (request) => {
      const found = await findPublicCase(db, request.params.token);
      if (!found) throw notFound();
      return found;
    },
  );
}
