import { type KeyboardEvent, useDeferredValue, useId, useMemo, useState } from 'react';
import { RouterLink } from '../../components/RouterLink/RouterLink';
import * as styles from './DocsSearch.css';
import type { DocsSearchEntry } from './docs-types';
import { useDocsMessages } from './messages';
import { DOCS_QUERY_MAX, searchDocs } from './search-docs';

type IndexState = { status: 'idle' | 'loading' | 'failed' } | { status: 'ready'; index: DocsSearchEntry[] };

/**
 * A search box over every docs page. The index (made at build time) loads the first time the box is used; the
 * hits, each a link to its section, show below it while there is a query. Escape clears the query.
 */
export function DocsSearch() {
  const t = useDocsMessages();
  const resultsId = useId();
  const [query, setQuery] = useState('');
  const [state, setState] = useState<IndexState>({ status: 'idle' });
  const deferredQuery = useDeferredValue(query);

  const loadIndex = () => {
    if (state.status !== 'idle' && state.status !== 'failed') return;
    setState({ status: 'loading' });
    import('virtual:docs-search').then(
      (module) => setState({ status: 'ready', index: module.default }),
      () => setState({ status: 'failed' }),
    );
  };

  const hits = useMemo(
    () => (state.status === 'ready' ? searchDocs(state.index, deferredQuery) : []),
    [state, deferredQuery],
  );
  const open = query.trim() !== '';
  const clear = () => setQuery('');
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      clear();
    }
  };

  return (
    <search className={styles.search} onKeyDown={onKeyDown}>
      <input
        type="search"
        className={styles.input}
        aria-label={t.searchLabel}
        aria-controls={open ? resultsId : undefined}
        placeholder={t.searchPlaceholder}
        maxLength={DOCS_QUERY_MAX}
        value={query}
        onFocus={loadIndex}
        onChange={(event) => {
          loadIndex();
          setQuery(event.target.value);
        }}
      />
      {open && (
        <div id={resultsId} className={styles.panel}>
          <p role="status" className={styles.status}>
            {state.status === 'ready'
              ? hits.length > 0
                ? t.searchResults(hits.length)
                : t.searchNone(query.trim())
              : state.status === 'failed'
                ? t.searchFailed
                : t.searchLoading}
          </p>
          {hits.length > 0 && (
            <ul className={styles.hits}>
              {hits.map((hit) => (
                <li key={`${hit.slug}#${hit.id}`}>
                  <RouterLink to={`/docs/${hit.slug}#${hit.id}`} className={styles.hit} onClick={clear}>
                    <span className={styles.hitTitle}>
                      {hit.title === hit.heading ? hit.title : `${hit.title} › ${hit.heading}`}
                    </span>
                    <span className={styles.snippet}>
                      {hit.snippet.before}
                      {hit.snippet.match && <mark>{hit.snippet.match}</mark>}
                      {hit.snippet.after}
                    </span>
                  </RouterLink>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </search>
  );
}
