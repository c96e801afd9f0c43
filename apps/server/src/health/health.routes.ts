import { demoHealthResponse, healthResponse } from '@fieldbook/contract';
import { readDemoHistoryPlan } from '../demo/seed-demo-history.ts';
import type { Api, AppContext } from '../http/types.ts';

export function registerHealthRoutes(api: Api, { db }: AppContext): void {
  api.get('/health', { schema: { tags: ['health'], response: { 200: healthResponse } } }, async () => {
    await db.query('select 1');
    return { status: 'ok' as const, database: db.kind };
  });
  // Ready once the demo's background history is seeded (the e2e journeys wait on it): 503 while it is being seeded.
  api.get(
    '/health/demo',
    { schema: { tags: ['health'], response: { 200: demoHealthResponse, 503: demoHealthResponse } } },
    async (_request, reply) => {
      const plan = await readDemoHistoryPlan(db);
      if (!plan) return { demo: 'none' as const, reports: 0 };
      if (!plan.done) return reply.code(503).send({ demo: 'seeding' as const, reports: plan.reports });
      return { demo: 'ready' as const, reports: plan.reports };
    },
  );
}
