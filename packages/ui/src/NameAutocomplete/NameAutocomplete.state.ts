import { useState } from 'react';
import type { Key } from 'react-aria-components';
import { type NameOption, type NameSearchFunction, useNameSearch } from './NameAutocomplete.search';

interface Options {
  search: NameSearchFunction;
  searchType: string;
  debounce: number;
  value?: string;
  defaultValue?: string;
  onChange?: (name: string, option: NameOption | null) => void;
  onInputChange?: (text: string) => void;
  allowsCustomValue: boolean;
}

/**
 * The state of a NameAutocomplete (internal). The combobox's selection and its text are both controlled here:
 * the value is a name (it may come from outside and match no option), the text is what the input shows, and the
 * chosen option's key is kept only while the text still shows that option.
 */
export function useNameAutocompleteState(options: Options) {
  const { allowsCustomValue } = options;
  const search = useNameSearch(options);

  const [ownValue, setOwnValue] = useState(options.defaultValue ?? '');
  const value = options.value ?? ownValue;
  const [text, setText] = useState(value);
  const [selected, setSelected] = useState<NameOption | null>(null);

  // A value changed from outside (not by this field) is shown in the input.
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    if (value !== text) {
      setText(value);
      setSelected(null);
    }
  }

  const commit = (name: string, option: NameOption | null) => {
    setShownValue(name);
    if (options.value === undefined) setOwnValue(name);
    options.onChange?.(name, option);
  };

  const onInput = (next: string) => {
    setText(next);
    options.onInputChange?.(next);
    // The text no longer shows the chosen option.
    if (selected && next !== selected.name) setSelected(null);
    const word = next.trim();
    if (word) search.schedule(word);
    else search.clear();
    if (allowsCustomValue) commit(next, null);
    else if (next === '' && value !== '') commit('', null);
  };

  /** RAC's selection: an option chosen (its key), or `null`/the same key on blur or Escape (put the value back). */
  const onPick = (key: Key | null) => {
    const option =
      key == null ? null : (search.results.find((o) => o.id === key) ?? (selected?.id === key ? selected : null));
    if (!option) {
      if (!allowsCustomValue) setText(value);
      return;
    }
    search.cancel();
    setSelected(option);
    setText(option.name);
    if (option.name !== value || option.id !== selected?.id) commit(option.name, option);
  };

  /** Opening the list on demand (the button, ↓) searches the current text at once when it has not been searched. */
  const onOpenChange = (isOpen: boolean, trigger?: string) => {
    if (isOpen && trigger === 'manual' && (search.status === 'idle' || search.word !== text.trim())) {
      search.runNow(text.trim());
    }
  };

  return {
    search,
    text,
    selectedKey: selected?.id ?? null,
    onInput,
    onPick,
    onOpenChange,
    /** An empty list may show (加载中, 无匹配项, 搜索失败) once there is something searched. */
    allowsEmptyCollection: text.trim() !== '' || search.status !== 'idle',
  };
}
