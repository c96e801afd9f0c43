/** The officer's device-PIN page (accounts/offline-unlock/device-pin-page.tsx). */
export const DEVICE_PIN_PATH = '/app/account/offline-unlock';
