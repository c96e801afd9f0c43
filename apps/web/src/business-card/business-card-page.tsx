import { hasPermission } from '@fieldbook/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useCurrentUser } from '../accounts/current-user-context.ts';
import { isUnreachable } from '../offline/reference-cache.ts';
import { useOnline } from '../shell/use-online.ts';
import { usePageTitle } from '../shell/use-page-title.ts';
import { businessCardQueryOptions } from './business-card.api.ts';
import { BusinessCardContent } from './business-card-content.tsx';
import { EDIT_CARD_PATH } from './business-card-model.ts';
import './business-card.css';

/**
 * /app/business-card for every user (analytics.md §1, §2): the card to hold out to a citizen, its QR code, share
 * and downloads. It opens offline from the copy kept on the device at the last online visit.
 */
export default function BusinessCardPage() {
  usePageTitle('Business Card');
  const me = useCurrentUser();
  const isOnline = useOnline();
  const card = useQuery(businessCardQueryOptions(me));
  const canEdit = hasPermission(me.role, 'agency.settings.manage');
  const isFromDevice = card.data?.source === 'device';
  const { refetch } = card;

  // Back online after showing the copy on the device: read the card again (and keep the new copy).
  useEffect(() => {
    if (isOnline && isFromDevice) void refetch();
  }, [isOnline, isFromDevice, refetch]);

  return (
    <section className="page business-card-page" aria-labelledby="page-title" aria-busy={card.isPending}>
      <div className="business-card-page-header">
        <h1 id="page-title" className="page-title">
          Business Card
        </h1>
        {canEdit && isOnline ? (
          <Link className="business-card-edit" to={EDIT_CARD_PATH}>
            Edit Business Card
          </Link>
        ) : null}
      </div>
      {card.data ? (
        <BusinessCardContent me={me} loaded={card.data} canEdit={canEdit && isOnline} />
      ) : card.error ? (
        <div className="form-alert business-card-error" role="alert">
          <p>
            {isUnreachable(card.error)
              ? 'Your business card is not on this device yet. Open this page once with a connection to keep it for offline use.'
              : 'Your business card could not be loaded.'}
          </p>
          <button type="button" className="button button-secondary" onClick={() => void refetch()}>
            Try Again
          </button>
        </div>
      ) : (
        <p className="page-loading" role="status">
          <span className="spinner" aria-hidden="true" />
          <span>Loading your business card…</span>
        </p>
      )}
    </section>
  );
}
