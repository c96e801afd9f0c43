/** /app/user-invitations: the page lives with the rest of the invitations (accounts.md §2.3). */
export { default } from './invitations/user-invitations-page.tsx';
