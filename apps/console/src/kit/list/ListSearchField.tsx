import { SearchField } from '@weassit/ui';
import * as styles from './ListPage.css';
import { SEARCH_WORD_MAX_LENGTH } from './paged-query';
import { useSearch } from './use-search';

export interface ListSearchFieldProps {
  label: string;
  placeholder?: string;
  /** Gets the word once typing pauses, at once on Enter, and '' when cleared. */
  onSearch: (word: string) => void;
}

/** A list's search box: debounced while typing, immediate on Enter or clear, as long as the server allows. */
export function ListSearchField({ label, placeholder, onSearch }: ListSearchFieldProps) {
  const box = useSearch(onSearch);
  return (
    <SearchField
      className={styles.search}
      label={label}
      placeholder={placeholder}
      maxLength={SEARCH_WORD_MAX_LENGTH}
      {...box}
    />
  );
}
