import { Navigate, Outlet } from 'react-router';
import { useNetworkOnline } from './use-online.ts';

/** Public routes need a connection (accounts.md §2.1): offline they go to /no-connection. */
export function RequireOnline() {
  return useNetworkOnline() ? <Outlet /> : <Navigate to="/no-connection" replace />;
}
