import { Provider as JotaiProvider, useAtomValue } from 'jotai';
import { useState } from 'react';
import { I18nProvider } from 'react-aria-components';
import { RouterProvider } from 'react-router-dom';
import { localeAtom } from '../lib/i18n/messages';
import { store } from '../lib/store';
import { createRouter } from './router';

function Routes() {
  const [router] = useState(createRouter);
  const locale = useAtomValue(localeAtom);
  return (
    <I18nProvider locale={locale}>
      <RouterProvider router={router} />
    </I18nProvider>
  );
}

export function App() {
  return (
    <JotaiProvider store={store}>
      <Routes />
    </JotaiProvider>
  );
}
