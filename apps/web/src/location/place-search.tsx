import { useId, useState } from 'react';
import type { Geocoder, Place } from './geocoder.ts';
import { usePlaceSearch } from './use-place-search.ts';

interface PlaceSearchProps {
  geocoder: Geocoder;
  debounceMs: number;
  onSelect: (place: Place) => void;
}

function statusText(isSearching: boolean, searchedText: string | null, count: number): string {
  if (isSearching) return 'Searching…';
  if (searchedText === null) return '';
  if (count === 0) return 'No places found. Type the address below.';
  return count === 1 ? '1 place found.' : `${count} places found.`;
}

/** The place search box with its results list; searches once typing pauses (reports.md §9 debounce). */
export function PlaceSearch({ geocoder, debounceMs, onSelect }: PlaceSearchProps) {
  const id = useId();
  const [text, setText] = useState('');
  const { places, isSearching, searchedText } = usePlaceSearch(geocoder, text, debounceMs);
  const status = statusText(isSearching, searchedText, places.length);

  function handleSelect(place: Place) {
    setText('');
    onSelect(place);
  }

  return (
    <div className="place-search">
      <div className="field">
        <label htmlFor={`${id}-input`}>Search for a place</label>
        <input
          id={`${id}-input`}
          type="search"
          value={text}
          autoComplete="off"
          placeholder="Street, place or intersection"
          aria-describedby={`${id}-status`}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      <p id={`${id}-status`} className="place-search-status" role="status">
        {status}
      </p>
      {places.length > 0 && (
        <ul className="place-results" aria-label="Places found">
          {places.map((place) => (
            <li key={`${place.full}-${place.coords.latitude}-${place.coords.longitude}`}>
              <button type="button" className="place-result" onClick={() => handleSelect(place)}>
                {place.full}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
