import { darkTheme, ThemeScope } from '@weassit/ui';
import type { ReactNode } from 'react';

/** The whole page: the dark theme's class on `<html>`; without it the page is light. */
export function setPageTheme(theme: 'light' | 'dark') {
  document.documentElement.classList.toggle(darkTheme, theme === 'dark');
}

/** One subtree: a dark panel on a light page. The dialogs, popovers and menus opened inside it are dark too. */
export function DarkPanel({ children }: { children: ReactNode }) {
  return <ThemeScope theme="dark">{children}</ThemeScope>;
}
