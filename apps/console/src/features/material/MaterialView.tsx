import { type Material, type MaterialInput, MaterialType } from '@weassit/contract';
import { Button, Form, PlusIcon, type TableColumn, TextField } from '@weassit/ui';
import { useAtomValue } from 'jotai';
import { type FormEvent, Suspense, useState } from 'react';
import { ListPage } from '../../kit/list/ListPage';
import { useEditDialog } from '../../kit/list/use-edit-dialog';
import { type PageLoader, usePagedList } from '../../kit/list/use-paged-list';
import { useRemove } from '../../kit/list/use-remove';
import { useConsoleMessages } from '../../lib/i18n/console/catalogues';
import { format } from '../../lib/i18n/format';
import { formatDateTime } from '../../lib/i18n/format-date';
import { localeAtom } from '../../lib/i18n/messages';
import { lazyComponent } from '../../lib/lazy-page';
import * as styles from './MaterialView.css';
import { emptyMaterialForm, fileNameOfUrl, type MaterialFormValues, materialToForm } from './material-form';
import { ROUTE_OF_TYPE } from './material-routes';
import { useMaterialMessages } from './messages';

/** The add/edit dialog, loaded on first use (see MaterialEditor). */
const MaterialEditor = lazyComponent(() => import('./lazy/MaterialEditor'));

/** The list's filters: the name and the tag, searched together. */
export type MaterialFilters = { name: string; tag: string };

export interface MaterialViewProps {
  type: MaterialType;
  /** `GET /api/material/list` for this type: one page, `name` and `tag` when set. */
  load: PageLoader<Material, MaterialFilters>;
  /** `GET /api/material/detail/{id}`: the material to edit. */
  loadMaterial: (id: string) => Promise<Material>;
  /** `material/add` or `material/update` (with id); resolves once saved. */
  onSave: (payload: MaterialInput) => Promise<void>;
  /** `material/remove`; resolves once deleted (the server refuses a material a rule still sends). */
  onRemove: (material: Material) => Promise<void>;
}

/**
 * A material library page: the name and tag search, the table of one type's materials with paging; 添加素材 and
 * 编辑 open the material dialog, 删除 asks first, then refreshes the page.
 */
export function MaterialView({ type, load, loadMaterial, onSave, onRemove }: MaterialViewProps) {
  const messages = useConsoleMessages();
  const t = useMaterialMessages();
  const locale = useAtomValue(localeAtom);
  const title = messages.routes[ROUTE_OF_TYPE[type]] ?? '';
  const list = usePagedList(load, { filters: { name: '', tag: '' } });
  const dialog = useEditDialog<MaterialFormValues>(list.reload);
  const removeRow = useRemove(onRemove, list.reload);
  const [name, setName] = useState('');
  const [tag, setTag] = useState('');

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    list.filter({ name, tag });
  };
  const reset = () => {
    setName('');
    setTag('');
    list.filter({ name: '', tag: '' });
  };
  const onAdd = () => dialog.openAdd(emptyMaterialForm(type));
  const onEdit = (material: Material) => dialog.openEdit(material.id, loadMaterial, materialToForm);
  const onDelete = (material: Material) =>
    removeRow(material, {
      title: t.removeTitle,
      message: format(t.removeConfirm, { name: material.name }),
      confirmLabel: t.removeOk,
      removed: t.removed,
    });

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
            onPress={() => void onDelete(m)}
          >
            {t.remove}
          </Button>
        </span>
      ),
    },
  ];

  return (
    <ListPage
      title={title}
      filters={
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
      }
      primaryAction={
        <Button onPress={onAdd}>
          <PlusIcon />
          {t.add}
        </Button>
      }
      list={list}
      aria-label={format(t.listLabel, { type: title })}
      columns={columns}
      getRowKey={(m) => m.id}
      empty={{ title: t.empty, description: t.emptyDescription }}
      noMatch={t.noMatch}
    >
      {dialog.state.key > 0 && (
        <Suspense fallback={null}>
          <MaterialEditor
            key={dialog.state.key}
            isOpen={dialog.state.isOpen}
            onOpenChange={dialog.setOpen}
            type={type}
            editId={dialog.state.editId}
            initial={dialog.state.initial}
            isSaving={dialog.isSaving}
            onSubmit={(payload) => void dialog.save(() => onSave(payload), { added: t.added, updated: t.updated })}
          />
        </Suspense>
      )}
    </ListPage>
  );
}
