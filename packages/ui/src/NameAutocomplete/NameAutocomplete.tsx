import type { CSSProperties, ReactNode, Ref } from 'react';
import { type Key, VisuallyHidden } from 'react-aria-components';
import { ComboBox } from '../ComboBox';
import type { FieldLabelProps } from '../Field';
import * as styles from './NameAutocomplete.css';
import {
  DEFAULT_SEARCH_DEBOUNCE,
  type NameOption,
  type NameSearchFunction,
  searchEmptyText,
} from './NameAutocomplete.search';
import { useNameAutocompleteState } from './NameAutocomplete.state';

/** The props the single and the multi-value name fields share: the search and what the list says. */
export interface NameSearchProps {
  /**
   * Finds contacts or groups by name: called with `{ type: searchType, word }` and an AbortSignal that is aborted
   * when a newer search supersedes this one (a superseded search's result is ignored anyway).
   */
  search: NameSearchFunction;
  /**
   * The `type` of each search: `'name'` for contacts (friends), `'room'` for groups.
   * @default 'name'
   */
  searchType?: 'name' | 'room' | (string & {});
  /**
   * How long typing must pause before searching, in milliseconds.
   * @default 300
   */
  debounce?: number;
  /**
   * Text shown in the list when the search finds nothing.
   * @default '无匹配项'
   */
  emptyText?: ReactNode;
  /**
   * Text shown in the list while searching (and the spinner's accessible name).
   * @default '加载中'
   */
  loadingLabel?: string;
  /**
   * Text shown in the list when the search fails (its promise rejects); a function receives the rejection.
   * @default '搜索失败'
   */
  searchErrorMessage?: ReactNode | ((error: unknown) => ReactNode);
  /**
   * What screen readers hear before an option's remark name (张三，备注 老张).
   * @default '备注'
   */
  aliasLabel?: string;
}

export interface NameAutocompleteProps extends NameSearchProps, FieldLabelProps {
  /** The chosen name (controlled). */
  value?: string;
  /**
   * The initial name (uncontrolled).
   * @default ''
   */
  defaultValue?: string;
  /**
   * Called when the value changes: with the option's name and the option when one is chosen; with the typed text
   * and `null` as the user types when `allowsCustomValue`; with `''` and `null` when the text is cleared.
   */
  onChange?: (name: string, option: NameOption | null) => void;
  /** Called on every change of the typed text. */
  onInputChange?: (text: string) => void;
  /**
   * Whether text that is not an option may stand as the value. Without it, leaving the field puts the last
   * chosen name back.
   * @default false
   */
  allowsCustomValue?: boolean;
  /**
   * Width of the field (a number is pixels).
   * @default 200
   */
  width?: number | string;
  /** Hint shown in the empty input. */
  placeholder?: string;
  /** @default false */
  isRequired?: boolean;
  /** @default false */
  isDisabled?: boolean;
  /** @default false */
  isReadOnly?: boolean;
  /** Shows the field as invalid with `errorMessage`. */
  isInvalid?: boolean;
  /** Submits the name under this form field name. */
  name?: string;
  /** Focus the input on mount. */
  autoFocus?: boolean;
  /** Accessible name, when there is no visible `label`. */
  'aria-label'?: string;
  id?: string;
  className?: string;
  style?: CSSProperties;
  ref?: Ref<HTMLDivElement>;
}

/** An option of a name search: the name, then the remark name in muted text. */
export function NameOptionContent({ option, aliasLabel = '备注' }: { option: NameOption; aliasLabel?: string }) {
  return (
    <span className={styles.option}>
      <span className={styles.optionName}>{option.name}</span>
      {option.alias && (
        <span className={styles.optionAlias}>
          <VisuallyHidden>，{aliasLabel} </VisuallyHidden>
          {option.alias}
        </span>
      )}
    </span>
  );
}

const getName = (option: NameOption) => option.name;
const getOptionId = (option: NameOption): Key => option.id;

/**
 * A friend or group name field with suggestions from an asynchronous search (200 px wide by default): typing
 * searches after a pause (`debounce`), a newer search supersedes an older one (whose late result is ignored),
 * and the list shows each match's name and remark name, 加载中 while searching, 无匹配项 when nothing matches and
 * 搜索失败 when the search fails. Arrow keys move through the list, Enter chooses, Escape closes. With
 * `allowsCustomValue` any typed name is accepted. Built on our ComboBox (react-aria-components).
 */
export function NameAutocomplete({
  search,
  searchType = 'name',
  debounce = DEFAULT_SEARCH_DEBOUNCE,
  emptyText = '无匹配项',
  loadingLabel = '加载中',
  searchErrorMessage = '搜索失败',
  aliasLabel = '备注',
  value,
  defaultValue,
  onChange,
  onInputChange,
  allowsCustomValue = false,
  width = 200,
  ...props
}: NameAutocompleteProps) {
  const state = useNameAutocompleteState({
    search,
    searchType,
    debounce,
    value,
    defaultValue,
    onChange,
    onInputChange,
    allowsCustomValue,
  });
  const { status } = state.search;
  return (
    <ComboBox<NameOption>
      {...props}
      width={width}
      items={state.search.results}
      getLabel={getName}
      getId={getOptionId}
      inputValue={state.text}
      onInputChange={state.onInput}
      value={state.selectedKey}
      onChange={state.onPick}
      onOpenChange={state.onOpenChange}
      allowsCustomValue={allowsCustomValue}
      formValue="text"
      allowsEmptyCollection={state.allowsEmptyCollection}
      isLoading={status === 'loading'}
      loadingLabel={loadingLabel}
      emptyText={
        status === 'error' ? (
          <span className={styles.searchError}>
            {searchEmptyText(status, state.search.error, {
              loading: loadingLabel,
              empty: emptyText,
              error: searchErrorMessage,
            })}
          </span>
        ) : (
          emptyText
        )
      }
    >
      {(option) => <NameOptionContent option={option} aliasLabel={aliasLabel} />}
    </ComboBox>
  );
}
