import type { UnlockLimit } from '../session-limits.ts';

/** What /unlock is handed in the router state: where the officer was going, and why an unlock ended. */
export interface UnlockPageState {
  from?: string;
  limit?: UnlockLimit;
}
