/** The parts of a workspace that limit what the filters offer (WorkspaceView's areas, groups, tags and officers). */
export interface WorkspaceChoices {
  areas: readonly string[];
  groups: readonly string[];
  tags: readonly string[];
  officers: readonly string[];
}

/**
 * The options a filter offers inside a workspace: only the workspace's own when it names some, every option when it
 * names none (the server's narrowToWorkspace reads an empty list the same way, and refuses values outside it).
 */
export function offeredInWorkspace<T extends { id: string }>(options: readonly T[], workspaceIds: readonly string[] | undefined): T[] {
  return workspaceIds?.length ? options.filter((option) => workspaceIds.includes(option.id)) : [...options];
}
