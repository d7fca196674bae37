import { type KeyboardEvent, memo, useEffect, useRef, useState } from 'react';
import { SearchField } from '../SearchField';

interface SearchBoxProps {
  label: string;
  placeholder: string;
  delay: number;
  isDisabled: boolean;
  /** Called `delay` ms after the last keystroke with the text to filter by. */
  onQuery: (query: string) => void;
  /** Called on the first keystroke of a burst: a filter is pending. */
  onPending: () => void;
  onKeyDown: (e: KeyboardEvent) => void;
}

/** The search box with its own text state, so typing re-renders only the box until the debounced filter runs. */
export const SearchBox = memo(function SearchBox({
  label,
  placeholder,
  delay,
  isDisabled,
  onQuery,
  onPending,
  onKeyDown,
}: SearchBoxProps) {
  const [value, setValue] = useState('');
  // Whether the user typed since the last filter (a ref: the timer firing must not re-render the box).
  const typed = useRef(false);
  useEffect(() => {
    if (!typed.current) return;
    const timer = setTimeout(() => {
      typed.current = false;
      onQuery(value);
    }, delay);
    return () => clearTimeout(timer);
  }, [value, delay, onQuery]);
  return (
    <SearchField
      aria-label={label}
      placeholder={placeholder}
      value={value}
      onChange={(next) => {
        typed.current = true;
        setValue(next);
        onPending();
      }}
      onKeyDown={onKeyDown}
      isDisabled={isDisabled}
    />
  );
});
