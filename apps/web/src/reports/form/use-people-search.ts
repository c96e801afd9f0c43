import { useEffect, useState } from 'react';
import type { AgencyUserView, PeopleSearch } from './form-services.ts';

export const PEOPLE_SEARCH_DEBOUNCE_MS = 300;

interface PeopleSearchState {
  results: AgencyUserView[];
  isLoading: boolean;
  hasFailed: boolean;
}

/** Agency users matching `name`, asked `delayMs` after the last keystroke while `isActive`; stale answers are ignored. */
export function usePeopleSearch(search: PeopleSearch, name: string, isActive: boolean, delayMs = PEOPLE_SEARCH_DEBOUNCE_MS) {
  const [state, setState] = useState<PeopleSearchState>({ results: [], isLoading: false, hasFailed: false });

  useEffect(() => {
    if (!isActive) return;
    let isCurrent = true;
    setState((previous) => ({ ...previous, isLoading: true, hasFailed: false }));
    const timer = setTimeout(() => {
      search(name.trim()).then(
        (results) => isCurrent && setState({ results, isLoading: false, hasFailed: false }),
        () => isCurrent && setState({ results: [], isLoading: false, hasFailed: true }),
      );
    }, delayMs);
    return () => {
      isCurrent = false;
      clearTimeout(timer);
    };
  }, [search, name, isActive, delayMs]);

  return state;
}
