import { analyticsPopulation } from '@fieldbook/contract';
import { withTenant } from '../db/tenant.ts';
import { agencyOf, requirePermission } from '../http/authenticate.ts';
import { badRequest, notFound } from '../http/http-error.ts';
import type { Api, AppContext } from '../http/types.ts';

/**
 * The jurisdiction's residents by perceived-race group, which per-resident widgets (stop-rate ratio, share of stops vs
 * share of residents) need: read by analytics users, written by those who manage the agency's settings.
 */
export function registerPopulationRoutes(api: Api, { db, authenticate }: AppContext): void {
  const tags = ['analytics'];
  api.get(
    '/analytics/population',
    { preValidation: authenticate, schema: { tags, response: { 200: analyticsPopulation } } },
    async (request) => {
      const caller = requirePermission(request, 'agency.analytics.watch');
      const agencyId = agencyOf(caller);
      const [row] = await withTenant(db, agencyId, (tx) =>
        tx.query<{ total: number; by_race: Record<string, number>; source: string }>(
          'select total, by_race, source from analytics_population where agency_id = $1',
          [agencyId],
        ),
      );
      if (!row) throw notFound();
      return row;
    },
  );
  api.put(
    '/analytics/population',
    { preValidation: authenticate, schema: { tags, body: analyticsPopulation, response: { 200: analyticsPopulation } } },
    async (request) => {
      const caller = requirePermission(request, 'agency.settings.manage');
      const agencyId = agencyOf(caller);
      const { total, by_race: byRace, source } = request.body;
      const sum = Object.values(byRace).reduce((accumulated, value) => accumulated + (value ?? 0), 0);
      if (sum > total) throw badRequest('VALIDATION_ERROR', [{ path: 'by_race', message: 'The groups add up to more than the total.' }]);
      await withTenant(db, agencyId, (tx) =>
        tx.query(
          `insert into analytics_population (agency_id, total, by_race, source) values ($1, $2, $3, $4)
         on conflict (agency_id) do update set total = excluded.total, by_race = excluded.by_race, source = excluded.source, updated_at = now()`,
          [agencyId, total, JSON.stringify(byRace), source],
        ),
      );
      return { total, by_race: byRace, source };
    },
  );
}
