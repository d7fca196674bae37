import { atom, useAtomValue } from 'jotai';
import { catalogues, DEFAULT_LOCALE, type Locale } from './catalogues';
import type { Messages } from './zh-CN';

export const localeAtom = atom<Locale>(DEFAULT_LOCALE);

/** The current locale's catalogue. */
export function useMessages(): Messages {
  return catalogues[useAtomValue(localeAtom)];
}
