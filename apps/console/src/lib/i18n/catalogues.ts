import { type Messages, zhCN } from './zh-CN';

/** The locales the console ships. Add 'en-US': enUS here (a `Messages` object) to offer English. */
export const catalogues = { 'zh-CN': zhCN } satisfies Record<string, Messages>;

export type Locale = keyof typeof catalogues;
export const DEFAULT_LOCALE: Locale = 'zh-CN';
