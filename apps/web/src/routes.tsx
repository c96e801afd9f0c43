import { lazy, type ReactNode, Suspense } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { LandingRedirect } from './accounts/landing-redirect.tsx';
import { LoginPage } from './accounts/login-page.tsx';
import { RequireUser } from './accounts/require-user.tsx';
import { AppLayout } from './shell/app-layout.tsx';
import { MinimalLayout } from './shell/minimal-layout.tsx';
import type { AppArea } from './shell/nav-links.ts';
import { PageLoading } from './shell/page-loading.tsx';
import { RequireAccess } from './shell/require-access.tsx';
import { RequireOnline } from './shell/require-online.tsx';
import { RootLayout } from './shell/root-layout.tsx';
import { RouteError } from './shell/route-error.tsx';
import * as staticPages from './shell/static-pages.tsx';
import type { WorkspaceArea } from './workspaces/workspace-areas.ts';
import { WorkspaceIndex } from './workspaces/workspace-index.tsx';

// Pages under /app load on demand, so the first paint carries only the shell (GUIDE §6 budget).
const AgencyReportsPage = lazy(() => import('./reports/agency-reports-page.tsx'));
const MyReportsPage = lazy(() => import('./reports/my-reports-page.tsx'));
const CollaboratedReportsPage = lazy(() => import('./reports/collaborated-reports-page.tsx'));
const CreateReportPage = lazy(() => import('./reports/create-report-page.tsx'));
const AmendReportPage = lazy(() => import('./reports/amend-report-page.tsx'));
const TemplatesPage = lazy(() => import('./reports/templates/templates-page.tsx'));
const AnalyticsPage = lazy(() => import('./analytics/analytics-page.tsx'));
const BusinessCardPage = lazy(() => import('./business-card/business-card-page.tsx'));
const SettingsPage = lazy(() => import('./agency/settings-page.tsx'));
const OnboardingPage = lazy(() => import('./agency/onboarding-page.tsx'));
const UserInvitationsPage = lazy(() => import('./agency/user-invitations-page.tsx'));
const PlanUpgradePage = lazy(() => import('./billing/plan-upgrade-page.tsx'));
const PlanActivatePage = lazy(() => import('./billing/plan-activate-page.tsx'));
const CompleteDebitPage = lazy(() => import('./billing/complete-debit-page.tsx'));
const PublicCasePage = lazy(() => import('./public-case/public-case-page.tsx'));
const AgencyInvitationPage = lazy(() => import('./agency/invitations/agency-invitation-page.tsx'));
const RegistrationPage = lazy(() => import('./accounts/registration-page.tsx'));
const VerifyPage = lazy(() => import('./accounts/verify-page.tsx'));
const ForgotPasswordPage = lazy(() => import('./accounts/forgot-password-page.tsx'));
const ResetPasswordPage = lazy(() => import('./accounts/reset-password-page.tsx'));
const DevMailboxPage = lazy(() => import('./dev/dev-mailbox-page.tsx'));
const LoginVerificationPage = lazy(() => import('./accounts/sso/login-verification-page.tsx'));
const CompleteYourInformationPage = lazy(() => import('./accounts/sso/complete-your-information-page.tsx'));
const SessionsPage = lazy(() => import('./oversight/sessions-page.tsx'));
const SecondStepPage = lazy(() => import('./accounts/mfa/second-step-page.tsx'));
const TwoStepSetupPage = lazy(() => import('./accounts/mfa/two-step-setup-page.tsx'));
const TwoStepPage = lazy(() => import('./accounts/mfa/two-step-page.tsx'));
const AnalyticsInsightsPage = lazy(() => import('./accounts/analytics-insights-page.tsx'));
const WorkspaceReportsPage = lazy(() => import('./workspaces/workspace-reports-page.tsx'));
const AnalyticsWorkspacePage = lazy(() => import('./workspaces/analytics-workspace-page.tsx'));
const ExportDownloadPage = lazy(() => import('./reports/exports/export-download-page.tsx'));
const UnlockPage = lazy(() => import('./accounts/offline-unlock/unlock-page.tsx'));
const DevicePinPage = lazy(() => import('./accounts/offline-unlock/device-pin-page.tsx'));
const ReviewQueuePage = lazy(() => import('./review/review-queue-page.tsx'));
const SubmissionsPage = lazy(() => import('./doj-submissions/submissions-page.tsx'));
const EarlyInterventionAlertsPage = lazy(() => import('./early-intervention/alerts-page.tsx'));
const EarlyInterventionProfilePage = lazy(() => import('./early-intervention/alert-profile-page.tsx'));
const MyAlertsPage = lazy(() => import('./early-intervention/my-alerts-page.tsx'));
const ReportDetailsPage = lazy(() => import('./accounts/report-details/report-details-page.tsx'));

const toLogin = <Navigate to="/login" replace />;
const gated = (area: AppArea, page: ReactNode) => <RequireAccess area={area}>{page}</RequireAccess>;
const suspended = (page: ReactNode) => <Suspense fallback={<PageLoading />}>{page}</Suspense>;

/**
 * The index of agency-reports, my-reports and analytics (accounts.md §2.3): contacts without the workspace edition, a
 * card list with it (WorkspaceIndex, gated like the page when `area` is given); workspaces/{workspaceId} is the page
 * limited to a workspace; contacts and deeper links open the page itself.
 */
function withContactsIndex(path: WorkspaceArea, page: ReactNode, workspacePage: ReactNode, area?: AppArea): RouteObject {
  const index = <WorkspaceIndex area={path} />;
  return {
    path,
    children: [
      { index: true, element: area ? gated(area, index) : index },
      { path: 'workspaces/:workspaceId', element: workspacePage },
      { path: '*', element: page },
    ],
  };
}

/** Every route of accounts.md §2: public (online only), static pages, and the signed-in /app area. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      {
        element: <RequireOnline />,
        children: [
          { index: true, element: toLogin },
          { path: 'login', element: <LoginPage /> },
          { path: 'login/two-step', element: suspended(<SecondStepPage />) },
          { path: 'two-step-setup', element: suspended(<TwoStepSetupPage />) },
          {
            path: 'login-verification',
            element: (
              <Suspense fallback={<PageLoading />}>
                <LoginVerificationPage />
              </Suspense>
            ),
          },
          {
            path: 'complete-your-information',
            element: (
              <Suspense fallback={<PageLoading />}>
                <CompleteYourInformationPage />
              </Suspense>
            ),
          },
          { path: 'forgot-password', element: suspended(<ForgotPasswordPage />) },
          { path: 'reset-password', element: suspended(<ResetPasswordPage />) },
          { path: 'registration', element: suspended(<RegistrationPage />) },
          { path: 'verify', element: suspended(<VerifyPage />) },
          { path: 'dev/mailbox', element: suspended(<DevMailboxPage />) },
          {
            path: 'agency-invitation',
            element: (
              <Suspense fallback={<PageLoading />}>
                <AgencyInvitationPage />
              </Suspense>
            ),
          },
          { path: 'pricing', element: toLogin },
          { path: 'analytics-insights', element: suspended(<AnalyticsInsightsPage />) },
          {
            path: 'case/:token',
            element: (
              <Suspense fallback={<PageLoading />}>
                <PublicCasePage />
              </Suspense>
            ),
          },
          { path: '*', element: toLogin },
        ],
      },
      { path: 'error', element: <staticPages.ErrorPage /> },
      { path: 'user-id-error', element: <staticPages.UserIdErrorPage /> },
      { path: 'user-ori-error', element: <staticPages.UserOriErrorPage /> },
      { path: 'no-connection', element: <staticPages.NoConnectionPage /> },
      // Offline unlock with a device PIN: reached without a connection, so outside the online-only routes.
      { path: 'unlock', element: suspended(<UnlockPage />) },
      { path: 'not-member', element: <staticPages.NotMemberPage /> },
      { path: 'action-not-allowed', element: <staticPages.ActionNotAllowedPage /> },
      { path: 'action-not-available', element: <staticPages.ActionNotAvailablePage /> },
      { path: 'verify-token-expired', element: <staticPages.VerifyTokenExpiredPage /> },
      { path: 'user-not-verified', element: <staticPages.UserNotVerifiedPage /> },
      { path: 'subscription-paused', element: <staticPages.SubscriptionPausedPage /> },
      { path: 'subscription-canceled', element: <staticPages.SubscriptionCanceledPage /> },
      {
        path: 'app',
        element: <RequireUser />,
        children: [
          { index: true, element: <LandingRedirect /> },
          {
            element: <AppLayout />,
            // A page that fails (e.g. its chunk cannot load offline) leaves the shell in place.
            children: [
              {
                errorElement: <RouteError />,
                children: [
                  withContactsIndex(
                    'agency-reports',
                    gated('agencyReports', <AgencyReportsPage />),
                    gated('agencyReports', <WorkspaceReportsPage area="agency-reports" />),
                    'agencyReports',
                  ),
                  withContactsIndex(
                    'my-reports',
                    gated('myReports', <MyReportsPage />),
                    gated('myReports', <WorkspaceReportsPage area="my-reports" />),
                    'myReports',
                  ),
                  { path: 'collaborated-reports', element: gated('collaboratedReports', <CollaboratedReportsPage />) },
                  { path: 'report', element: gated('createReport', <CreateReportPage />) },
                  { path: 'amend', element: gated('amendReport', <AmendReportPage />) },
                  { path: 'templates', element: gated('createReport', <TemplatesPage />) },
                  { path: 'review', element: gated('review', <ReviewQueuePage />) },
                  { path: 'early-intervention', element: gated('earlyIntervention', <EarlyInterventionAlertsPage />) },
                  { path: 'submissions', element: gated('dojSubmissions', <SubmissionsPage />) },
                  {
                    path: 'early-intervention/alerts/:id',
                    element: gated('earlyIntervention', <EarlyInterventionProfilePage />),
                  },
                  // The analytics pages gate themselves: activation screen or /action-not-allowed.
                  withContactsIndex('analytics', <AnalyticsPage />, <AnalyticsWorkspacePage />),
                  { path: 'business-card', element: <BusinessCardPage /> },
                  { path: 'settings/*', element: <SettingsPage /> },
                  { path: 'account/sessions', element: <SessionsPage /> },
                  { path: 'account/two-step', element: <TwoStepPage /> },
                  { path: 'account/offline-unlock', element: <DevicePinPage /> },
                  { path: 'account/report-details', element: <ReportDetailsPage /> },
                  { path: 'account/early-intervention', element: <MyAlertsPage /> },
                  // The mail of an export too large to attach links here; whether the user may download is the server's answer.
                  { path: 'exports/:exportId', element: <ExportDownloadPage /> },
                ],
              },
            ],
          },
          {
            element: <MinimalLayout />,
            children: [
              {
                errorElement: <RouteError />,
                children: [
                  { path: 'onboarding', element: <OnboardingPage /> },
                  { path: 'user-invitations', element: <UserInvitationsPage /> },
                  { path: 'plan-upgrade', element: <PlanUpgradePage /> },
                  { path: 'plan-activate', element: <PlanActivatePage /> },
                  { path: 'complete-debit', element: <CompleteDebitPage /> },
                ],
              },
            ],
          },
          { path: '*', element: <LandingRedirect /> },
        ],
      },
    ],
  },
];
