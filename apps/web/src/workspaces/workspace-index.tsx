import { Link, Navigate } from 'react-router';
import { useCurrentUser } from '../accounts/current-user-context.ts';
import { PageLoading } from '../shell/page-loading.tsx';
import { usePageTitle } from '../shell/use-page-title.ts';
import { useWorkspaceEdition } from './use-workspace-edition.ts';
import { showsContactsCard, WORKSPACE_AREAS, type WorkspaceArea, workspacePath } from './workspace-areas.ts';
import './workspaces.css';

/**
 * The index of agency-reports, my-reports and analytics (accounts.md §2.3): without the workspace edition it goes
 * to contacts; with it, a card list with one card per workspace plus Contacts when the contact plan is on.
 */
export function WorkspaceIndex({ area }: { area: WorkspaceArea }) {
  const me = useCurrentUser();
  const edition = useWorkspaceEdition();
  const { label } = WORKSPACE_AREAS[area];
  usePageTitle(label);
  if (edition.isPending) return <PageLoading />;
  if (!edition.hasEdition) return <Navigate to="contacts" replace />;
  const hasContacts = showsContactsCard(me, area);
  return (
    <section className="page workspace-index" aria-labelledby="page-title">
      <h1 id="page-title" className="page-title">
        {label}
      </h1>
      {edition.workspaces.length === 0 && !hasContacts ? (
        <p className="empty-state">No workspace has been shared with you yet. Your agency's owner and managers create them in Settings.</p>
      ) : (
        <ul className="workspace-cards">
          {edition.workspaces.map((workspace) => (
            <li key={workspace.id}>
              <Link className="workspace-card" to={workspacePath(area, workspace.id)}>
                <span className="workspace-card-name">{workspace.name}</span>
                <span className="workspace-card-detail">Workspace</span>
              </Link>
            </li>
          ))}
          {hasContacts ? (
            <li>
              <Link className="workspace-card" to={`/app/${area}/contacts`}>
                <span className="workspace-card-name">Contacts</span>
                <span className="workspace-card-detail">Every report of the agency</span>
              </Link>
            </li>
          ) : null}
        </ul>
      )}
    </section>
  );
}
