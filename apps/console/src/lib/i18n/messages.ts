import { atom, useAtomValue } from 'jotai';
import { catalogues, DEFAULT_LOCALE, type Locale } from './catalogues';
import type { Messages } from './zh-CN';

export const localeAtom = atom<Locale>(DEFAULT_LOCALE);

/** The current locale's catalogue. */
export function useMessages(): Messages {
  return catalogues[useAtomValue(localeAtom)];
}

/**
 * The hook of one area's texts, by locale: `export const useDashboardMessages = messagesHook({ 'zh-CN': zhCN })`.
 * Each area keeps its texts in a module of its own, so they load with the area's lazy chunk instead of with
 * every first visit; every locale of the core catalogue must be given, in the same shape.
 */
export function messagesHook<T>(catalogues: Record<Locale, T>): () => T {
  return function useAreaMessages() {
    return catalogues[useAtomValue(localeAtom)];
  };
}
