import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useCurrentUser } from '../accounts/current-user-context.ts';
import { type AppArea, AREA_ACCESS } from './nav-links.ts';

/** Permissions gate routes (accounts.md §6): without access the user sees /action-not-allowed. */
export function RequireAccess({ area, children }: { area: AppArea; children: ReactNode }) {
  const me = useCurrentUser();
  return AREA_ACCESS[area](me) ? children : <Navigate to="/action-not-allowed" replace />;
}
