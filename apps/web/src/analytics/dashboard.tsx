import type { MeResponse } from '@fieldbook/contract';
import { hasPermission, toLocalDateTime, type Widget } from '@fieldbook/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorDestination } from '../shell/error-routing.ts';
import { isHttpError } from '../shell/http.ts';
import { PHONE_QUERY, useMediaQuery } from '../shell/use-media-query.ts';
import { useOnline } from '../shell/use-online.ts';
import { toWorkspaceBody } from '../workspaces/workspace-generate-body.ts';
import type { WorkspaceChoices } from '../workspaces/workspace-options.ts';
import { analyticsConfigQueryOptions, analyticsPeriodsQueryOptions } from './analytics.api.ts';
import { type DashboardFilters, defaultFilters, hasOfficerFilter, toGenerateBody } from './dashboard-filters.ts';
import {
  ConnectionExpired,
  DashboardEmpty,
  DashboardError,
  DashboardLoader,
  DashboardOfflineEmpty,
  KeptDashboardNote,
} from './dashboard-states.tsx';
import { FilterBar } from './filter-bar.tsx';
import { filterChips, removeChip } from './filter-chips.ts';
import { LimitedDataNotice } from './limited-data-notice.tsx';
import { MaximisedWidget } from './maximised-widget.tsx';
import { useColourTheme } from './use-colour-theme.ts';
import { useColumnCount } from './use-column-count.ts';
import { useDashboardLoader } from './use-dashboard-loader.ts';
import { useFavourites } from './use-favourites.ts';
import { useKeptDashboard } from './use-kept-dashboard.ts';
import { WidgetArea } from './widget-area.tsx';
import type { WidgetCardContext } from './widget-card.tsx';
import { allowedWidgets } from './widget-sections.ts';

// The dialogs (people search, pickers, the form styles) load when first opened, not with the dashboard.
const FilterDialog = lazy(() => import('./filter-dialog.tsx').then((module) => ({ default: module.FilterDialog })));
const ManageWidgetsDialog = lazy(() => import('./manage-widgets-dialog.tsx').then((module) => ({ default: module.ManageWidgetsDialog })));

/** Failures another page handles: an expired session (its dialog), a refused role, no connection. */
const isRoutedElsewhere = (error: unknown) => isHttpError(error) && (error.status === 401 || error.status === 403 || error.status === 0);

/**
 * The analytics dashboard (analytics.md §2, §4): filters as chips, the configuration for them (cached per filters),
 * the loader, the time-out, error and empty states, and the widget sections with favourites.
 */
export function Dashboard({
  me,
  workspace,
}: {
  me: MeResponse;
  workspace?: (WorkspaceChoices & { id: string; name: string }) | undefined;
}) {
  const isOfficerView = !hasPermission(me.role, 'agency.analytics.watch');
  const timeZone = me.agency?.timezone ?? 'UTC';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [filters, setFilters] = useState<DashboardFilters>(() => defaultFilters(isOfficerView));
  // In the workspace edition: workspace_id, the end day sent plus one, and no quarter, half-year or year (analytics.md §3, §5).
  const workspaceId = workspace?.id;
  const body = useMemo(() => toWorkspaceBody(toGenerateBody(filters), workspaceId), [filters, workspaceId]);
  const config = useQuery(analyticsConfigQueryOptions(body));
  const isPeriodsOffered = !isOfficerView && !workspaceId;
  const periods = useQuery({ ...analyticsPeriodsQueryOptions(), enabled: isPeriodsOffered });
  const loader = useDashboardLoader(config.status, JSON.stringify(body));
  // Offline with no answer: the last one kept on the device stands in, with its date (issue 27).
  const kept = useKeptDashboard(me.email, workspaceId, config.data, useOnline());
  const answer = config.data ?? kept.answer?.config;
  const widgets = useMemo(() => allowedWidgets(answer?.widgets ?? []), [answer]);
  const kindOf = useCallback((id: string) => widgets.find((widget) => widget.id === id)?.component.name, [widgets]);
  const offered = useMemo(() => (answer ? new Set(widgets.map((widget) => widget.id)) : undefined), [answer, widgets]);
  const favourites = useFavourites(me.email, kindOf, offered, workspaceId);
  const isPhone = useMediaQuery(PHONE_QUERY);
  const theme = useColourTheme();
  const columns = useColumnCount();
  const [dialog, setDialog] = useState<'filters' | 'manage' | 'add' | null>(null);
  const [maximisedId, setMaximisedId] = useState<string | null>(null);
  const today = toLocalDateTime(new Date(), timeZone).date;

  useEffect(() => {
    if (!config.error || !isRoutedElsewhere(config.error)) return;
    const destination = errorDestination(config.error);
    if (destination) navigate(destination.to, { state: destination.state });
  }, [config.error, navigate]);

  function handleTryLater() {
    const defaults = defaultFilters(isOfficerView);
    void queryClient.resetQueries({
      queryKey: analyticsConfigQueryOptions(toWorkspaceBody(toGenerateBody(defaults), workspaceId)).queryKey,
    });
    setFilters(defaults);
  }

  const context: WidgetCardContext = {
    dateFrom: answer?.date_from ?? '',
    dateTo: answer?.date_to ?? '',
    timeZone,
    theme,
    isPhone,
    onOpenFilters: () => setDialog('filters'),
  };
  const maximised = widgets.find((widget) => widget.id === maximisedId);

  function renderContent() {
    if (config.error) {
      if (isHttpError(config.error) && config.error.status === 504) return <ConnectionExpired onTryLater={handleTryLater} />;
      const detail = isHttpError(config.error) ? config.error.detail : 'INTERNAL_ERROR';
      const messages = isHttpError(config.error) ? config.error.errors.map((issue) => issue.message) : [];
      return <DashboardError detail={detail} messages={messages} onRetry={() => void config.refetch()} />;
    }
    if (kept.isOffline && !config.data) {
      if (kept.isLooking) return <DashboardLoader message="Looking for the dashboard kept on this device…" />;
      if (!kept.answer) return <DashboardOfflineEmpty />;
    } else if (loader.phase !== 'idle' || !config.data) return <DashboardLoader message={loader.message} />;
    if (!answer) return null;
    if (widgets.length === 0) return <DashboardEmpty />;
    return (
      <>
        {kept.answer && !config.data ? (
          <KeptDashboardNote keptAt={kept.answer.keptAt} dateFrom={answer.date_from} dateTo={answer.date_to} timeZone={timeZone} />
        ) : null}
        {answer.incident_data_limited ? <LimitedDataNotice count={answer.incident_data.length} /> : null}
        <WidgetArea
          widgets={widgets}
          suggested={answer.suggested_widgets}
          favourites={favourites}
          columns={columns}
          canReorder={!hasOfficerFilter(filters)}
          context={context}
          onMaximise={(widget: Widget) => setMaximisedId(widget.id)}
        />
      </>
    );
  }

  return (
    <>
      <div className="analytics-header">
        <h2 className="analytics-heading">{workspace?.name ?? 'My Widgets'}</h2>
        <div className="analytics-header-actions">
          {/* analytics.md §2: 'Add widgets' in the workspace page header. */}
          {workspace ? (
            <button type="button" className="button button-secondary" disabled={widgets.length === 0} onClick={() => setDialog('add')}>
              Add widgets
            </button>
          ) : null}
          <button type="button" className="button button-primary" disabled={widgets.length === 0} onClick={() => setDialog('manage')}>
            Manage Widgets
          </button>
        </div>
      </div>
      <FilterBar
        chips={filterChips(filters)}
        onRemove={(key) => setFilters(removeChip(filters, key))}
        onOpenFilters={() => setDialog('filters')}
      />
      {renderContent()}
      <Suspense fallback={null}>
        {dialog === 'filters' ? (
          <FilterDialog
            applied={filters}
            isOfficerView={isOfficerView}
            periods={isPeriodsOffered ? (periods.data ?? { quarter: [], half_year: [], year: [] }) : null}
            today={today}
            scope={workspace}
            onApply={(next) => {
              setFilters(next);
              setDialog(null);
            }}
            onDismiss={() => setDialog(null)}
          />
        ) : null}
        {dialog === 'manage' || dialog === 'add' ? (
          <ManageWidgetsDialog
            mode={dialog}
            widgets={widgets}
            favourites={favourites.ids}
            onSave={(next) => {
              favourites.replace(next);
              setDialog(null);
            }}
            onDismiss={() => setDialog(null)}
          />
        ) : null}
      </Suspense>
      {maximised ? (
        <MaximisedWidget
          widget={maximised}
          context={context}
          isFavourite={favourites.ids.includes(maximised.id)}
          onToggleFavourite={() => (favourites.ids.includes(maximised.id) ? favourites.remove(maximised.id) : favourites.add(maximised.id))}
          onMinimise={() => setMaximisedId(null)}
        />
      ) : null}
    </>
  );
}
