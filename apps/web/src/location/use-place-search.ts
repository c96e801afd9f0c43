import { useEffect, useState } from 'react';
import { type Geocoder, isAbortError, PLACE_SEARCH_MIN_LENGTH, type Place } from './geocoder.ts';

export interface PlaceSearch {
  places: Place[];
  isSearching: boolean;
  /** The text the places answer, once a search has finished. */
  searchedText: string | null;
}

const IDLE: PlaceSearch = { places: [], isSearching: false, searchedText: null };

/**
 * Searches places for the text once it has stopped changing for `debounceMs` (reports.md §9), cancelling
 * a search that a newer text overtakes. Does nothing for the manual geocoder or text under 3 characters.
 */
export function usePlaceSearch(geocoder: Geocoder, text: string, debounceMs: number): PlaceSearch {
  const [state, setState] = useState<PlaceSearch>(IDLE);
  const query = text.trim();
  const isSearchable = !geocoder.isManual && query.length >= PLACE_SEARCH_MIN_LENGTH;

  useEffect(() => {
    if (!isSearchable) {
      setState(IDLE);
      return;
    }
    const controller = new AbortController();
    setState((previous) => (previous.isSearching ? previous : { ...previous, isSearching: true }));
    const timer = setTimeout(() => {
      geocoder.search(query, controller.signal).then(
        (places) => setState({ places, isSearching: false, searchedText: query }),
        (error: unknown) => {
          if (isAbortError(error) || controller.signal.aborted) return;
          console.warn('Place search failed', error);
          setState({ places: [], isSearching: false, searchedText: query });
        },
      );
    }, debounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [geocoder, query, isSearchable, debounceMs]);

  return state;
}
