import type { AnalyticsGenerateBody } from '@fieldbook/contract';
import { nextDay } from '@fieldbook/domain';

/**
 * The generate body in the workspace edition (analytics.md §3): workspace_id, and the end day of a date filter sent
 * plus one (the server reads it back).
 */
export function toWorkspaceBody(body: AnalyticsGenerateBody, workspaceId: string | undefined): AnalyticsGenerateBody {
  if (!workspaceId) return body;
  const date = body.filters?.general_information?.date;
  if (!date || !body.filters?.general_information) return { ...body, workspace_id: workspaceId };
  return {
    ...body,
    workspace_id: workspaceId,
    filters: {
      ...body.filters,
      general_information: { ...body.filters.general_information, date: { from: date.from, to: nextDay(date.to) } },
    },
  };
}
