import type { ReactNode } from 'react';
import type { ConfigListItem } from '../../lib/config-list-api';
import type { FieldErrors, FormState } from '../form/use-form-state';

/**
 * What a list page gives the editor for its add/edit dialog: the form of one item, and the mappers between the
 * stored item and the form's values. The editor validates `toItem(values)` with the list's contract item schema
 * (its messages land on the field of the same name) and adds the page's own checks.
 */
export interface ConfigItemForm<T extends ConfigListItem, V extends object, F extends string> {
  /** The values of a new item. */
  empty: () => V;
  toForm: (item: T) => V;
  /** The item to store; `original` (when editing) keeps the fields the form does not show (the robot may read them). */
  toItem: (values: V, original?: T) => T;
  /** Checks beyond the schema's; `others` are the list's other items (e.g. a keyword one of them already has). */
  validate?: (values: V, others: readonly T[]) => FieldErrors<F>;
  /** The fields, bound to `form` (usually a lazily loaded component: the widgets load with the dialog). */
  render: (form: FormState<V, F>) => ReactNode;
  /** Starts loading the fields' chunk; called as the dialog opens, so both chunks load side by side. */
  preload?: () => void;
  /** @default 'md' */
  size?: 'md' | 'lg';
  /** A refused submit also warns 请将表单填写完整后发送 (where the spec asks for it). */
  warnIncomplete?: boolean;
}

/**
 * A form loaded with its dialog (`load` imports a module that builds the ConfigItemForm): its mappers, checks and
 * fields stay out of the list's first visit. The dialog shows its skeleton until it arrives.
 */
export interface LazyConfigItemForm<T extends ConfigListItem, V extends object, F extends string> {
  /** Called when the dialog opens (and on the add button's hover or focus, to start early). */
  load: () => Promise<ConfigItemForm<T, V, F>>;
  /** @default 'md' */
  size?: 'md' | 'lg';
}

/** What a list page gives the editor: the form itself, or how to load it. */
export type ConfigItemFormSource<T extends ConfigListItem, V extends object, F extends string> =
  | ConfigItemForm<T, V, F>
  | LazyConfigItemForm<T, V, F>;

export const isLazyItemForm = <T extends ConfigListItem, V extends object, F extends string>(
  form: ConfigItemFormSource<T, V, F>,
): form is LazyConfigItemForm<T, V, F> => 'load' in form;
