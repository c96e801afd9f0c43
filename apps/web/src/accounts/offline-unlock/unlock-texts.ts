import { PIN_MAX_FAILURES } from '../../offline/device-pin.ts';

/** The words of the unlock page (the spec leaves them to us; docs/decisions.md, offline unlock). */
export const UNLOCK_TEXTS = {
  title: 'Unlock Fieldbook',
  loading: 'Looking for device PINs…',
  hint: 'Enter your device PIN to file reports without a connection. They are kept on this device and upload after you log in online.',
  officer: 'Officer',
  pinLabel: 'PIN',
  unlock: 'Unlock',
  logIn: 'Log in with your password instead',
  noHolder:
    'No one has set a device PIN on this device. Connect to the internet and log in; then you can set a PIN to open Fieldbook here without a connection.',
  lockedIdle: 'Locked after 30 minutes without use. Enter your PIN to go on.',
  windowClosed:
    'Offline unlock has ended on this device: it works for 12 hours after your last online login here, and not after you log out. Connect to the internet and log in. Reports saved on this device are kept.',
  erased: `Wrong PIN ${PIN_MAX_FAILURES} times: the PIN is erased from this device. Reports saved here are kept and upload after you log in online, where you can set a new PIN.`,
  failed: 'The PIN could not be checked on this device. Try again.',
  passkey: 'Unlock with fingerprint or face',
  passkeyCancelled: 'Fingerprint or face unlock was cancelled or not recognized. Try again, or enter your PIN.',
} as const;

export function wrongPinText(attemptsLeft: number): string {
  return `Wrong PIN. ${attemptsLeft} ${attemptsLeft === 1 ? 'try' : 'tries'} left before the PIN is erased from this device.`;
}
