/**
 * Page-load metrics (accounts.md §4 "Other"): each load is sent as its route pattern, never the address with its ids,
 * and the server keeps only patterns of this list (no personal data).
 */
export const PAGE_LOAD_ROUTES = [
  '/login',
  '/app',
  '/app/agency-reports',
  '/app/agency-reports/contacts',
  '/app/agency-reports/workspaces/:workspaceId',
  '/app/my-reports',
  '/app/my-reports/contacts',
  '/app/my-reports/workspaces/:workspaceId',
  '/app/collaborated-reports',
  '/app/report',
  '/app/amend',
  '/app/analytics',
  '/app/analytics/contacts',
  '/app/analytics/workspaces/:workspaceId',
  '/app/business-card',
  '/app/settings',
  '/app/plan-upgrade',
  '/app/plan-activate',
  '/app/onboarding',
] as const;
export type PageLoadRoute = (typeof PAGE_LOAD_ROUTES)[number];

const WORKSPACE_PATH = /^\/app\/(agency-reports|my-reports|analytics)\/workspaces\/[^/]+$/;

/** The pattern of a pathname, or null when the page is not measured (a public case page, a deeper link). */
export function pageLoadRouteOf(pathname: string): PageLoadRoute | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const workspace = WORKSPACE_PATH.exec(path);
  if (workspace) return `/app/${workspace[1]}/workspaces/:workspaceId` as PageLoadRoute;
  if (path.startsWith('/app/settings/')) return '/app/settings';
  return (PAGE_LOAD_ROUTES as readonly string[]).includes(path) ? (path as PageLoadRoute) : null;
}
