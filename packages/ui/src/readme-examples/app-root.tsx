import { ConfirmHost, I18nProvider, ToastRegion } from '@weassit/ui';
import type { ReactNode } from 'react';

/** Once, at the root: the locale (zh-CN unless told), the toasts' region and the host of `confirm()`. */
export function AppRoot({ children }: { children: ReactNode }) {
  return (
    <I18nProvider>
      {children}
      <ToastRegion />
      <ConfirmHost />
    </I18nProvider>
  );
}
