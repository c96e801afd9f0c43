import { NavLink } from 'react-router';
import { useWorkspaceEdition } from './use-workspace-edition.ts';
import { areaOfPath, workspacePath } from './workspace-areas.ts';

interface WorkspaceNavChildrenProps {
  /** The parent link's path: /app/agency-reports, /app/my-reports or /app/analytics. */
  parentTo: string;
  parentLabel: string;
  isCollapsed: boolean;
  isDisabled: boolean;
  onNavigate?: (() => void) | undefined;
}

/** The workspace links listed as children of a side-navigation link, sorted by label (accounts.md §2.4). */
export function WorkspaceNavChildren({ parentTo, parentLabel, isCollapsed, isDisabled, onNavigate }: WorkspaceNavChildrenProps) {
  const area = areaOfPath(parentTo);
  const { hasEdition, workspaces } = useWorkspaceEdition();
  if (!area || !hasEdition || isCollapsed || workspaces.length === 0) return null;
  return (
    <ul className="nav-children" aria-label={`${parentLabel} workspaces`}>
      {workspaces.map((workspace) => (
        <li key={workspace.id}>
          {isDisabled ? (
            // biome-ignore lint/a11y/useValidAnchor: a disabled link has no destination but keeps its role and name.
            <a className="nav-link nav-child" role="link" aria-disabled="true">
              {workspace.name}
            </a>
          ) : (
            <NavLink className="nav-link nav-child" to={workspacePath(area, workspace.id)} end onClick={onNavigate}>
              {workspace.name}
            </NavLink>
          )}
        </li>
      ))}
    </ul>
  );
}
