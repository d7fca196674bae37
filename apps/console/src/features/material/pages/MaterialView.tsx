import { type Material, MaterialType, type Page } from '@weassit/contract';
import {
  Alert,
  Button,
  EmptyState,
  Form,
  PageWrapper,
  PlusIcon,
  Skeleton,
  SkeletonRegion,
  Table,
  type TableColumn,
  TextField,
} from '@weassit/ui';
import { useAtomValue } from 'jotai';
import { type FormEvent, type ReactNode, useState } from 'react';
import { column } from '../../../components/column.css';
import { LazyPagination } from '../../../components/LazyPagination';
import { useConsoleMessages } from '../../../lib/i18n/console/catalogues';
import { format } from '../../../lib/i18n/format';
import { formatDateTime } from '../../../lib/i18n/format-date';
import { localeAtom } from '../../../lib/i18n/messages';
import { askConfirm } from '../../../lib/notify';
import { fileNameOfUrl } from '../material-form';
import { ROUTE_OF_TYPE } from '../material-routes';
import { useMaterialMessages } from '../messages';
import * as styles from './MaterialView.css';

export interface MaterialFilters {
  name: string;
  tag: string;
}

export interface MaterialViewProps {
  type: MaterialType;
  /** The current page of materials; undefined until the first answer. */
  page: Page<Material> | undefined;
  /** A request for the list is running. */
  isLoading?: boolean;
  /** The last request for the list failed (the API client already said why). */
  hasError?: boolean;
  /** The filters of the shown list. */
  filters: MaterialFilters;
  current: number;
  pageSize: number;
  onSearch: (filters: MaterialFilters) => void;
  onPageChange: (current: number, pageSize: number) => void;
  onRetry: () => void;
  onAdd: () => void;
  onEdit: (material: Material) => void;
  /** Called once the user confirmed the deletion. */
  onDelete: (material: Material) => void;
  /** The add/edit dialog, rendered by the page. */
  children?: ReactNode;
}

/** A material library page: the search bar, the table of one type's materials with paging, and its buttons. */
export function MaterialView({
  type,
  page,
  isLoading = false,
  hasError = false,
  filters,
  current,
  pageSize,
  onSearch,
  onPageChange,
  onRetry,
  onAdd,
  onEdit,
  onDelete,
  children,
}: MaterialViewProps) {
  const messages = useConsoleMessages();
  const t = useMaterialMessages();
  const locale = useAtomValue(localeAtom);
  const title = messages.routes[ROUTE_OF_TYPE[type]] ?? '';
  const [name, setName] = useState(filters.name);
  const [tag, setTag] = useState(filters.tag);

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch({ name: name.trim(), tag: tag.trim() });
  };
  const reset = () => {
    setName('');
    setTag('');
    onSearch({ name: '', tag: '' });
  };
  const confirmDelete = async (material: Material) => {
    const confirmed = await askConfirm({
      title: t.removeTitle,
      message: format(t.removeConfirm, { name: material.name }),
      confirmLabel: t.removeOk,
      variant: 'danger',
    });
    if (confirmed) onDelete(material);
  };

  const link = (url: string | undefined, text: string) =>
    url ? (
      <a href={url} target="_blank" rel="noreferrer" className={styles.link}>
        {text}
      </a>
    ) : null;
  const detailColumns: Record<MaterialType, TableColumn<Material>[]> = {
    [MaterialType.TEXT]: [
      {
        key: 'content',
        title: t.columns.content,
        render: (m) => <span className={styles.truncate}>{m.content}</span>,
      },
    ],
    [MaterialType.FILE]: [
      { key: 'url', title: t.columns.file, render: (m) => link(m.url, fileNameOfUrl(m.url ?? '')) },
    ],
    [MaterialType.H5]: [
      { key: 'title', title: t.columns.title, render: (m) => <span className={styles.truncate}>{m.title}</span> },
      { key: 'url', title: t.columns.url, render: (m) => link(m.url, m.url ?? '') },
    ],
    [MaterialType.MINI_PROGRAM]: [
      { key: 'title', title: t.columns.title, render: (m) => <span className={styles.truncate}>{m.title}</span> },
      { key: 'appid', title: t.columns.appid },
    ],
  };
  const columns: TableColumn<Material>[] = [
    { key: 'name', title: t.columns.name, isRowHeader: true },
    { key: 'tag', title: t.columns.tag, width: 120 },
    ...detailColumns[type],
    {
      key: 'updatedAt',
      title: t.columns.updatedAt,
      width: 190,
      render: (m) => formatDateTime(m.updatedAt, locale),
    },
    {
      key: 'actions',
      title: t.columns.actions,
      width: 120,
      render: (m) => (
        <span className={styles.actions}>
          <Button variant="link" size="sm" aria-label={format(t.editLabel, { name: m.name })} onPress={() => onEdit(m)}>
            {t.edit}
          </Button>
          <Button
            variant="link"
            size="sm"
            aria-label={format(t.removeLabel, { name: m.name })}
            onPress={() => void confirmDelete(m)}
          >
            {t.remove}
          </Button>
        </span>
      ),
    },
  ];

  const isFiltered = filters.name !== '' || filters.tag !== '';
  let body: ReactNode;
  if (!page) {
    body = hasError ? null : (
      <SkeletonRegion isLoading skeleton={<Skeleton lines={6} />} loadingLabel={messages.app.loading} />
    );
  } else if (page.count === 0 && page.list.length === 0) {
    body = isFiltered ? (
      <EmptyState title={t.noMatch} description={t.noMatchDescription} headingLevel={2} />
    ) : (
      <EmptyState
        title={t.empty}
        description={t.emptyDescription}
        headingLevel={2}
        action={<Button onPress={onAdd}>{t.add}</Button>}
      />
    );
  } else {
    body = (
      <>
        <Table
          aria-label={format(t.listLabel, { type: title })}
          columns={columns}
          rows={page.list}
          getRowKey={(m) => m.id}
          isLoading={isLoading}
        />
        {page.count > pageSize && (
          <div className={styles.footer}>
            <LazyPagination
              total={page.count}
              current={current}
              pageSize={pageSize}
              onChange={onPageChange}
              isDisabled={isLoading}
            />
          </div>
        )}
      </>
    );
  }

  return (
    <PageWrapper title={title}>
      <div className={column.lg}>
        <div className={styles.toolbar}>
          <Form aria-label={t.searchLabel} role="search" onSubmit={search} className={styles.toolbar}>
            <TextField label={t.name} value={name} onChange={setName} className={styles.searchField} />
            <TextField label={t.tag} value={tag} onChange={setTag} className={styles.searchField} />
            <span className={styles.searchActions}>
              <Button type="submit">{t.search}</Button>
              <Button variant="secondary" onPress={reset}>
                {t.reset}
              </Button>
            </span>
          </Form>
          <Button className={styles.addButton} onPress={onAdd}>
            <PlusIcon />
            {t.add}
          </Button>
        </div>
        {hasError && (
          <Alert
            variant="error"
            title={t.loadFailed}
            action={
              <Button variant="secondary" size="sm" onPress={onRetry}>
                {t.retry}
              </Button>
            }
          />
        )}
        {body}
      </div>
      {children}
    </PageWrapper>
  );
}
