import { useAtomValue } from 'jotai';
import { catalogues, type Locale } from '../catalogues';
import { localeAtom } from '../messages';
import type { Messages } from '../zh-CN';
import { type ConsoleOnlyMessages, consoleZhCN } from './zh-CN';

/** The console catalogues by locale (the same locales as the core catalogue). */
export const consoleCatalogues = { 'zh-CN': consoleZhCN } satisfies Record<Locale, ConsoleOnlyMessages>;

/** The core and the console messages in one object. */
export type ConsoleMessages = Omit<Messages, 'app' | 'routes' | 'vip'> &
  Omit<ConsoleOnlyMessages, 'app' | 'routes' | 'vip'> & {
    app: Messages['app'] & ConsoleOnlyMessages['app'];
    routes: Record<string, string>;
    vip: Messages['vip'] & ConsoleOnlyMessages['vip'];
  };

const merged = new Map<Locale, ConsoleMessages>();

/** Both catalogues of `locale`, merged once. */
export function consoleMessagesFor(locale: Locale): ConsoleMessages {
  let messages = merged.get(locale);
  if (!messages) {
    const core = catalogues[locale];
    const extra = consoleCatalogues[locale];
    messages = {
      ...core,
      ...extra,
      app: { ...core.app, ...extra.app },
      routes: { ...core.routes, ...extra.routes },
      vip: { ...core.vip, ...extra.vip },
    };
    merged.set(locale, messages);
  }
  return messages;
}

/** The current locale's core and console messages: what the frames show, page titles, shared texts. */
export function useConsoleMessages(): ConsoleMessages {
  return consoleMessagesFor(useAtomValue(localeAtom));
}
