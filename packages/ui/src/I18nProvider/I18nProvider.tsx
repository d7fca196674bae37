import type { ReactNode } from 'react';
import { I18nProvider as RACI18nProvider } from 'react-aria-components';

/** The locale the widgets' built-in texts are written for. */
export const DEFAULT_LOCALE = 'zh-CN';

export interface I18nProviderProps {
  /**
   * A BCP 47 locale (`zh-CN`, `en-US`…): react-aria formats numbers and dates, sorts and announces in it, and
   * sets the text direction from it.
   * @default 'zh-CN'
   */
  locale?: string;
  children: ReactNode;
}

/**
 * The locale of every widget inside it: react-aria-components' `I18nProvider`, defaulting to `zh-CN` (the
 * language of the widgets' built-in texts) instead of the browser's language. A fixed locale also keeps a
 * server-rendered page and its hydration in agreement: without a provider the server falls back to `en-US` and
 * the browser to its own language. Wrap the app in it once.
 */
export function I18nProvider({ locale = DEFAULT_LOCALE, children }: I18nProviderProps) {
  return <RACI18nProvider locale={locale}>{children}</RACI18nProvider>;
}
