import { healthResponse } from '@fieldbook/contract';
import type { Api, AppContext } from '../http/types.ts';

export function registerHealthRoutes(api: Api, { db }: AppContext): void {
  api.get('/health', { schema: { tags: ['health'], response: { 200: healthResponse } } }, async () => {
    await db.query('select 1');
    return { status: 'ok' as const, database: db.kind };
  });
}
