import { hasPermission } from '@fieldbook/domain';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useCurrentUser } from '../accounts/current-user-context.ts';

/** Plan upgrade, plan activation and debit set-up need the billing permission (accounts.md §6); 403 page otherwise. */
export function RequireBilling({ children }: { children: ReactNode }) {
  const me = useCurrentUser();
  return hasPermission(me.role, 'agency.billing.manage') && me.agency ? children : <Navigate to="/action-not-allowed" replace />;
}
