import { PlaceholderPage } from '../shell/placeholder-page.tsx';

/** /app/complete-debit (accounts.md §2.5; filled by a later issue). */
export default function CompleteDebitPage() {
  return <PlaceholderPage title="Complete Debit" />;
}
