import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useMessages } from '../../../lib/i18n/messages';
import { useDocumentTitle } from '../../../lib/use-document-title';

export function NotFoundPage() {
  const t = useMessages();
  useDocumentTitle(t.notFound.title);
  return (
    <main style={{ padding: 48, display: 'grid', gap: 16, justifyItems: 'start' }}>
      <h1>404 · {t.notFound.title}</h1>
      <p>{t.notFound.description}</p>
      <Link to={paths.login.getHref()}>{t.notFound.backToLogin}</Link>
    </main>
  );
}
