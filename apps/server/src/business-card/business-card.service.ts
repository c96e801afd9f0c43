import { type BusinessCardSettings, DEFAULT_BUSINESS_CARD_SETTINGS } from '@fieldbook/contract';
import { recordAuditEvent } from '../accounts/auth.repo.ts';
import type { Database } from '../db/database.ts';
import { withTenant } from '../db/tenant.ts';
import { agencyOf, type Caller } from '../http/authenticate.ts';
import * as repo from './business-card.repo.ts';

/** What the agency's business card shows (analytics.md: /app/settings?section=business_card edits the card). */
export function createBusinessCardSettings(db: Database) {
  return {
    /** Every member reads them (the card page); the defaults until an owner saves. */
    read(caller: Caller): Promise<BusinessCardSettings> {
      const agencyId = agencyOf(caller);
      return withTenant(db, agencyId, async (tx) => (await repo.findBusinessCard(tx, agencyId)) ?? DEFAULT_BUSINESS_CARD_SETTINGS);
    },
    save(caller: Caller, card: BusinessCardSettings): Promise<BusinessCardSettings> {
      const agencyId = agencyOf(caller);
      return withTenant(db, agencyId, async (tx) => {
        const saved = await repo.saveBusinessCard(tx, agencyId, card);
        await recordAuditEvent(tx, {
          action: 'business_card.update',
          outcome: 'success',
          userId: caller.userId,
          sourceIp: caller.sourceIp,
          agencyId,
          objectId: agencyId,
        });
        return saved;
      });
    },
  };
}
