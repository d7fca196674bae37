import { useEffect, useRef, useState } from 'react';

/** How long typing pauses before a list searches (Enter searches at once). */
export const SEARCH_DEBOUNCE_MS = 300;

export interface SearchBox {
  value: string;
  /** Typing: searches once typing pauses for SEARCH_DEBOUNCE_MS. */
  onChange: (word: string) => void;
  /** Enter: searches at once. */
  onSubmit: (word: string) => void;
  /** The clear button (or Escape): searches '' at once. */
  onClear: () => void;
}

/** A search box's state: what is typed, and when it is searched (`search` gets the raw text). */
export function useSearch(search: (word: string) => void): SearchBox {
  const [value, setValue] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const searchRef = useRef(search);
  useEffect(() => {
    searchRef.current = search;
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  const searchNow = (word: string) => {
    clearTimeout(timer.current);
    searchRef.current(word);
  };
  return {
    value,
    onChange: (word) => {
      setValue(word);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => searchRef.current(word), SEARCH_DEBOUNCE_MS);
    },
    onSubmit: searchNow,
    onClear: () => {
      setValue('');
      searchNow('');
    },
  };
}
