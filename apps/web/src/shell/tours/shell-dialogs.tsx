import type { MeResponse } from '@fieldbook/contract';
import { shouldOfferWelcomeTour, TOUR_TARGETS, TOURS_APP, type TourId, WELCOME_TOUR_ID } from '@fieldbook/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { type AppEntryState, readState } from '../route-state.ts';
import { isTourShownAgain, useDismissTour, userSettingsQueryKey, userSettingsQueryOptions, useSurveyActions } from './user-settings.api.ts';
import './tours.css';

// The dialogs load when first opened: the shell's first paint carries only the decision to show them.
const WelcomeTourDialog = lazy(() => import('./welcome-tour-dialog.tsx').then((module) => ({ default: module.WelcomeTourDialog })));
const FeatureToursDialog = lazy(() => import('./feature-tours-dialog.tsx').then((module) => ({ default: module.FeatureToursDialog })));
const FeatureTourDialog = lazy(() => import('./feature-tour-dialog.tsx').then((module) => ({ default: module.FeatureTourDialog })));
const FeedbackDialog = lazy(() => import('../feedback/feedback-dialog.tsx').then((module) => ({ default: module.FeedbackDialog })));
const SurveyReminderDialog = lazy(() =>
  import('../feedback/survey-reminder-dialog.tsx').then((module) => ({ default: module.SurveyReminderDialog })),
);

type ShellDialog =
  | { kind: 'none' }
  | { kind: 'welcome' }
  | { kind: 'tours' }
  | { kind: 'tour'; id: TourId }
  | { kind: 'survey'; isUnprompted: boolean }
  | { kind: 'reminder' };

const NONE: ShellDialog = { kind: 'none' };

export interface ShellDialogs {
  openTours: () => void;
  openFeedback: () => void;
  dialogs: ReactNode;
}

/**
 * The shell's tours and survey (accounts.md §2.8, §4 Tours and survey). After a login: the welcome tour once
 * (not for the invited role), otherwise the survey when the server says it is due. From the navigation: Feature
 * Tours and Feedback. Dismissals are kept on the server.
 */
export function useShellDialogs(me: MeResponse): ShellDialogs {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [isFromLogin] = useState(() => readState<AppEntryState>(location.state).isFromLogin === true);
  const settings = useQuery({ ...userSettingsQueryOptions(), enabled: isFromLogin && me.role.name !== 'invited' });
  const [dialog, setDialog] = useState<ShellDialog>(NONE);
  const [hasOfferedAfterLogin, setHasOfferedAfterLogin] = useState(false);
  const dismissTour = useDismissTour();
  const { dismissSurvey, remindSurveyLater } = useSurveyActions();

  useEffect(() => {
    if (hasOfferedAfterLogin || !settings.data) return;
    setHasOfferedAfterLogin(true);
    const isWelcomeDismissed = !isTourShownAgain(settings.data, WELCOME_TOUR_ID);
    const isSurveyDue = settings.data.surveys.some((survey) => survey.app === TOURS_APP && survey.is_due);
    let offer: ShellDialog = NONE;
    if (shouldOfferWelcomeTour({ role: me.role.name, isFromLogin, isWelcomeDismissed })) offer = { kind: 'welcome' };
    else if (isSurveyDue) offer = { kind: 'survey', isUnprompted: true };
    setDialog((current) => (current.kind === 'none' ? offer : current));
  }, [hasOfferedAfterLogin, settings.data, me.role.name, isFromLogin]);

  const close = () => setDialog(NONE);

  function handleChooseTour(id: TourId) {
    if (dialog.kind === 'welcome') dismissTour(WELCOME_TOUR_ID);
    setDialog({ kind: 'tour', id });
    navigate(TOUR_TARGETS[id]);
  }

  function renderDialog(): ReactNode {
    switch (dialog.kind) {
      case 'welcome':
        return (
          <WelcomeTourDialog
            me={me}
            onChooseTour={handleChooseTour}
            onSkip={() => {
              dismissTour(WELCOME_TOUR_ID);
              close();
            }}
          />
        );
      case 'tours':
        return <FeatureToursDialog me={me} onChooseTour={handleChooseTour} onClose={close} />;
      case 'tour': {
        const tourId = dialog.id;
        return (
          <FeatureTourDialog
            key={tourId}
            tourId={tourId}
            onClose={() => {
              dismissTour(tourId);
              close();
            }}
          />
        );
      }
      case 'survey': {
        const { isUnprompted } = dialog;
        return (
          <FeedbackDialog
            onSkip={() => (isUnprompted ? setDialog({ kind: 'reminder' }) : close())}
            onDismiss={() => {
              if (isUnprompted) dismissSurvey();
              close();
            }}
            onSent={() => void queryClient.invalidateQueries({ queryKey: userSettingsQueryKey })}
            onClose={close}
          />
        );
      }
      case 'reminder':
        return (
          <SurveyReminderDialog
            onRemindLater={() => {
              remindSurveyLater();
              close();
            }}
            onDismiss={() => {
              dismissSurvey();
              close();
            }}
          />
        );
      default:
        return null;
    }
  }

  return {
    openTours: () => setDialog({ kind: 'tours' }),
    openFeedback: () => setDialog({ kind: 'survey', isUnprompted: false }),
    dialogs: <Suspense fallback={null}>{renderDialog()}</Suspense>,
  };
}
