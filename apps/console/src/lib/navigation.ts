import { CONSOLE_BASE } from '@weassit/contract';

type Navigate = (to: string, options?: { replace?: boolean }) => void;

let current: Navigate | null = null;

/** The router registers its navigate function here so non-React code (the API client) can change pages. */
export function registerNavigate(navigate: Navigate | null): void {
  current = navigate;
}

/** Goes to `path` (under the `/weassit` basename) through the router, or by loading the page without one. */
export function navigateTo(path: string, options?: { replace?: boolean }): void {
  if (current) current(path, options);
  else window.location.assign(`${CONSOLE_BASE.replace(/\/$/, '')}${path}`);
}
