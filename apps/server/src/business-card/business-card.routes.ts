import { businessCardSettings, businessCardView } from '@fieldbook/contract';
import { callerOf, requirePermission } from '../http/authenticate.ts';
import type { Api, AppContext } from '../http/types.ts';
import { createBusinessCardSettings } from './business-card.service.ts';

/** GET /api/agencies/me/business-card for every member; PUT behind agency.settings.manage. */
export function registerBusinessCardRoutes(api: Api, { db, authenticate }: AppContext): void {
  const settings = createBusinessCardSettings(db);
  const tags = ['business-card'];
  api.get('/agencies/me/business-card', { preValidation: authenticate, schema: { tags, response: { 200: businessCardView } } }, (request) =>
    settings.read(callerOf(request)),
  );
  api.put(
    '/agencies/me/business-card',
    { preValidation: authenticate, schema: { tags, body: businessCardSettings, response: { 200: businessCardView } } },
    (request) => settings.save(requirePermission(request, 'agency.settings.manage'), request.body),
  );
}
