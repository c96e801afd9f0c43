import { QueryClient } from '@tanstack/react-query';
import { isHttpError } from './http.ts';

/** Retries only what a retry can cure: lost connections and server failures, twice at most. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return failureCount < 2 && isHttpError(error) && (error.status === 0 || error.status >= 500);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry },
      mutations: { retry: false },
    },
  });
}
