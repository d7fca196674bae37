import { useEffect } from 'react';
import { useMessages } from './i18n/messages';

/** Sets `document.title` to "<page> - <brand>" while the page is shown. */
export function useDocumentTitle(pageTitle: string): void {
  const brand = useMessages().app.brand;
  useEffect(() => {
    document.title = `${pageTitle} - ${brand}`;
  }, [pageTitle, brand]);
}
