import type { AnalyticsFilters, AnalyticsGenerateRequest, WorkspaceView } from '@fieldbook/contract';
import {
  ERROR_CODES,
  type FieldIssue,
  narrowToWorkspace,
  previousDay,
  type ReportFilters,
  scopeReportFilters,
  WORKSPACE_MESSAGES,
} from '@fieldbook/domain';
import { badRequest } from '../http/http-error.ts';

/**
 * A workspace's definition translated at the route layer into the filter models that already exist: the agency-report
 * filters (packages/domain lists) and the analytics filters generate accepts, intersected with the user's own.
 */
export function scopeListFilters(filters: ReportFilters, workspace: WorkspaceView): ReportFilters {
  const scoped = scopeReportFilters(filters, workspace);
  if (scoped.issues.length > 0)
    throw badRequest(
      ERROR_CODES.validation,
      scoped.issues.map((issue) => ({ ...issue, path: `filters.${issue.path}` })),
    );
  return scoped.filters;
}

/**
 * The analytics request inside a workspace: areas and tags narrowed to the workspace's; its groups as the officer
 * filter (not for the officer role, whose dashboard is already theirs); the end day, sent plus one in the workspace
 * edition (analytics.md §3), read back. Its officers and contact type, which the request's filters cannot say, go to
 * generate as its workspace limits (workspace-analytics.ts).
 */
export function scopeAnalyticsRequest(
  body: AnalyticsGenerateRequest,
  workspace: WorkspaceView,
  isOfficerView: boolean,
): AnalyticsGenerateRequest {
  const issues: FieldIssue[] = [];
  const given = body.filters ?? {};
  const filters: AnalyticsFilters = {};
  const date = given.general_information?.date;
  const areas = narrowToWorkspace(
    'filters.general_information.location.areas',
    given.general_information?.location?.areas,
    workspace.areas,
    issues,
  );
  if (date || areas)
    filters.general_information = {
      ...(date ? { date: { from: date.from, to: previousDay(date.to) } } : {}),
      ...(areas ? { location: { areas } } : {}),
    };
  const tags = narrowToWorkspace('filters.tags.agency', given.tags?.agency, workspace.tags, issues);
  if (tags) filters.tags = { agency: tags };
  const officer = { ...given.officers?.officer_information };
  if (!isOfficerView) {
    const groups = narrowToWorkspace('filters.officers.officer_information.groups', officer.groups, workspace.groups, issues);
    if (groups) officer.groups = groups;
    if (officer.id && workspace.officers.length && !workspace.officers.includes(officer.id))
      issues.push({ path: 'filters.officers.officer_information.id', message: WORKSPACE_MESSAGES.outsideWorkspace });
  }
  if (Object.keys(officer).length > 0) filters.officers = { officer_information: officer };
  if (issues.length > 0) throw badRequest(ERROR_CODES.validation, issues);
  const { workspace_id: _workspace, filters: _given, ...rest } = body;
  return Object.keys(filters).length > 0 ? { ...rest, filters } : rest;
}
