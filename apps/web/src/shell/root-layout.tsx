import { Outlet } from 'react-router';
import { SessionExpiredDialog } from './session-expired-dialog.tsx';
import { Snackbar } from './snackbar.tsx';
import { UpdateNowDialog } from './update-now-dialog.tsx';

/** Wraps every route: the page, and the dialogs any page can raise. */
export function RootLayout() {
  return (
    <>
      <Outlet />
      <SessionExpiredDialog />
      <Snackbar />
      <UpdateNowDialog />
    </>
  );
}
