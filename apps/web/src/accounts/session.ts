import type { TokenPair } from '@fieldbook/contract';
import { STORAGE_KEYS } from '../shell/storage-keys.ts';

/**
 * The signed-in session: the token pair, kept in sessionStorage so it ends with the browser
 * (CJIS baseline) and is not shared with other windows.
 */
export interface Session {
  accessToken: string;
  refreshToken: string;
}

export function readSession(): Session | null {
  const accessToken = sessionStorage.getItem(STORAGE_KEYS.accessToken);
  const refreshToken = sessionStorage.getItem(STORAGE_KEYS.refreshToken);
  return accessToken && refreshToken ? { accessToken, refreshToken } : null;
}

export function hasSession(): boolean {
  return readSession() !== null;
}

export function saveSession(pair: Pick<TokenPair, 'access_token' | 'refresh_token'>): void {
  sessionStorage.setItem(STORAGE_KEYS.accessToken, pair.access_token);
  sessionStorage.setItem(STORAGE_KEYS.refreshToken, pair.refresh_token);
}

export function clearSession(): void {
  sessionStorage.removeItem(STORAGE_KEYS.accessToken);
  sessionStorage.removeItem(STORAGE_KEYS.refreshToken);
}
