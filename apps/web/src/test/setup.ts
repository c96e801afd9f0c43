// Every test gets an in-memory IndexedDB, as browsers have (the offline module opens it from the shell).
import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Lazily loaded pages are transformed on first import; on a loaded 2-core machine that can take more than
// Testing Library's default second. findBy* and waitFor wait up to 5 s (they return as soon as the element is there).
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  sessionStorage.clear();
  localStorage.clear();
});
