import { useEffect, useState } from 'react';

/** analytics.md §4, §9: the loader shows at least 3 s, its message changes every 3 s, and it hides 3 s after success. */
export const LOADER_MIN_MS = 3000;
export const MESSAGE_ROTATE_MS = 3000;
export const HIDE_AFTER_SUCCESS_MS = 3000;
export const DONE_MESSAGE = 'Done!';
export const LOADING_MESSAGES = [
  'Gathering the reports of the period…',
  'Counting contacts and persons…',
  'Computing rates and their intervals…',
  'Drawing your widgets…',
] as const;

type Status = 'pending' | 'success' | 'error';

interface LoaderState {
  phase: 'idle' | 'loading' | 'done';
  message: string;
}

/**
 * The dashboard loader for one configuration request: rotating messages while it is asked for, then 'Done!', and
 * hidden 3 s after the answer (never before 3 s from the start). A configuration already cached shows at once;
 * an error hides the loader at once.
 */
export function useDashboardLoader(status: Status, requestKey: string): LoaderState {
  const [state, setState] = useState<{ key: string; phase: LoaderState['phase']; index: number; startedAt: number }>(() => ({
    key: requestKey,
    phase: status === 'pending' ? 'loading' : 'idle',
    index: 0,
    startedAt: Date.now(),
  }));

  // A new request that has to be fetched starts the loader again.
  if (state.key !== requestKey) {
    setState({ key: requestKey, phase: status === 'pending' ? 'loading' : 'idle', index: 0, startedAt: Date.now() });
  } else if (status === 'pending' && state.phase === 'idle') {
    setState({ ...state, phase: 'loading', index: 0, startedAt: Date.now() });
  }

  const { phase } = state;
  useEffect(() => {
    if (phase !== 'loading') return;
    const timer = window.setInterval(() => setState((current) => ({ ...current, index: current.index + 1 })), MESSAGE_ROTATE_MS);
    return () => window.clearInterval(timer);
  }, [phase]);

  useEffect(() => {
    if (phase !== 'loading' || status === 'pending') return;
    if (status === 'error') return void setState((current) => ({ ...current, phase: 'idle' }));
    setState((current) => ({ ...current, phase: 'done' }));
  }, [phase, status]);

  const { startedAt } = state;
  useEffect(() => {
    if (phase !== 'done') return;
    const hideAt = Math.max(Date.now() + HIDE_AFTER_SUCCESS_MS, startedAt + LOADER_MIN_MS);
    const timer = window.setTimeout(() => setState((current) => ({ ...current, phase: 'idle' })), hideAt - Date.now());
    return () => window.clearTimeout(timer);
  }, [phase, startedAt]);

  return {
    phase: state.phase,
    message: state.phase === 'done' ? DONE_MESSAGE : (LOADING_MESSAGES[state.index % LOADING_MESSAGES.length] as string),
  };
}
