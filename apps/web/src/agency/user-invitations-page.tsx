import { PlaceholderPage } from '../shell/placeholder-page.tsx';

/** /app/user-invitations: pending agency invitations (filled by a later issue). */
export default function UserInvitationsPage() {
  return <PlaceholderPage title="Agency Invitations" />;
}
