import { useEffect } from 'react';
import { useMessages } from './i18n/messages';

/** Sets `document.title` to "<page> - <brand>" while the page is shown (null leaves it to someone else). */
export function useDocumentTitle(pageTitle: string | null): void {
  const brand = useMessages().app.brand;
  useEffect(() => {
    if (pageTitle !== null) document.title = `${pageTitle} - ${brand}`;
  }, [pageTitle, brand]);
}
