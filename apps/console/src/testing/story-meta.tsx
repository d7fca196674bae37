import type { Args, Decorator } from '@storybook/react-vite';
import type { UserInfo } from '@weassit/contract';
import { cancelAllConfirms, toast } from '@weassit/ui';
import { fn } from 'storybook/test';
import type { PageLoader } from '../kit/list/use-paged-list';
import { pageOf, resetStoryGlobals } from './contact-fixtures';
import { StoryFrame } from './StoryFrame';

/*
 * The meta parts the console's stories share, so that a story file reads as the states of its page.
 * Titles, tags and story exports stay in each file: Storybook's indexer reads them statically.
 */

/** A decorator that renders the story in a StoryFrame at `path`, logged in as `user` (or logged out). */
export function inFrame(path?: string, user?: UserInfo | null): Decorator<Args> {
  return (Story) => (
    <StoryFrame path={path} user={user}>
      <Story />
    </StoryFrame>
  );
}

/**
 * A whole page (or a dialog over one): the canvas without padding, in a StoryFrame at `path` for `user`. With
 * `notices`, the page shows toasts or confirms: those left over from the story before are cleared first.
 */
export function pageStory(path?: string, user?: UserInfo | null, { notices = false } = {}) {
  return {
    parameters: { layout: 'fullscreen' },
    decorators: [inFrame(path, user)],
    ...(notices ? { beforeEach: clearNotifications } : {}),
  };
}

/** A page that shows toasts or confirms: none left over from the story before (use as `beforeEach`). */
export const clearNotifications = () => resetStoryGlobals({ toasts: () => toast.clear(), confirms: cancelAllConfirms });

/** `argTypes` that list the named callbacks under Events in the controls table. */
export function eventArgTypes<K extends string>(...names: K[]) {
  return Object.fromEntries(names.map((name) => [name, { table: { category: 'Events' } }])) as Record<
    K,
    { table: { category: string } }
  >;
}

type PageParams = { current: number; pageSize: number; word?: string };

/** Spied loaders for a list page's states (and its edit dialog's row). */
export const loaders = {
  /** Answers from `rows` like the server: `word` matches the `fields`, then the page. */
  fromRows: <T,>(rows: T[], fields?: (row: T) => string[]) =>
    fn(async (params: PageParams) => pageOf(rows, params, fields)),
  /** Never answers (the loading state). */
  pending: <T,>() => fn<PageLoader<T>>(() => new Promise(() => {})),
  /** Nothing to show (the empty state). */
  empty: <T,>() => fn<PageLoader<T>>(async () => ({ count: 0, list: [] })),
  /** The request fails (the error state; the API client has already said why). */
  failing: <T,>() => fn<PageLoader<T>>(async () => Promise.reject(new Error('网络错误'))),
  /** One row by id, as the edit dialogs load it; an unknown id fails with `missing`. */
  byId: <T extends { id: string }>(rows: T[], missing: string) =>
    fn(async (id: string) => {
      const row = rows.find((r) => r.id === id);
      if (!row) throw new Error(missing);
      return row;
    }),
};
