import { CONFIG_LIST_TRAITS } from '@weassit/contract';
import {
  Alert,
  Button,
  EmptyState,
  PageWrapper,
  PlusIcon,
  SearchField,
  Skeleton,
  SkeletonRegion,
  Table,
  type TableColumn,
} from '@weassit/ui';
import { type ComponentType, type ReactNode, Suspense, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { column } from '../../components/column.css';
import { paths } from '../../config/paths';
import type { ConfigListItem } from '../../lib/config-list-api';
import { useConfigListMessages } from '../../lib/i18n/console/kit-config-list';
import { useKitListMessages } from '../../lib/i18n/console/kit-list';
import { format } from '../../lib/i18n/format';
import { lazyComponent } from '../../lib/lazy-page';
import { SEARCH_WORD_MAX_LENGTH } from '../list/paged-query';
import { useSearch } from '../list/use-search';
import type { ConfigItemDialogProps } from './ConfigItemDialog';
import * as styles from './ConfigListEditor.css';
import { ConflictAlert } from './ConflictAlert';
import { type ConfigItemFormSource, isLazyItemForm } from './item-form';
import type { ConfigListState } from './use-config-list';

export interface ConfigListRow<T> {
  item: T;
  /** The item's position in the whole list (what the server's operations take). */
  index: number;
  key: string;
}

export interface ConfigListTexts {
  /** The page's heading. */
  title: string;
  /** Names the table (e.g. 问答规则列表). */
  tableLabel: string;
  /** The empty state: what the list is for and how to start. */
  emptyTitle: string;
  emptyDescription?: string;
  /** The add button and the add dialog's title (e.g. 添加问答). */
  add: string;
  /** The edit dialog's title. */
  editTitle: string;
  searchLabel?: string;
  searchPlaceholder?: string;
}

export interface ConfigListEditorProps<T extends ConfigListItem, V extends object, F extends string> {
  /** The list's state, from `useConfigList` (the page may also use it, e.g. to add defaults). */
  list: ConfigListState<T>;
  texts: ConfigListTexts;
  /** A short explanation under the title. */
  description?: ReactNode;
  /** The item's columns; the editor adds the id (scheduled lists) and the row actions. */
  columns: TableColumn<ConfigListRow<T>>[];
  /** The rule's name in accessible labels and the delete question (e.g. its keywords). */
  describe: (item: T) => string;
  /** Whether the item matches the search word (already trimmed, never empty). */
  matches: (item: T, word: string) => boolean;
  form: ConfigItemFormSource<T, V, F>;
  /** More toolbar actions (e.g. 恢复默认技能). */
  actions?: ReactNode;
  /** Shown above the table (e.g. a missing key the rules need). */
  notice?: ReactNode;
  /**
   * 1: the editor is the page (a PageWrapper with the title as h1). 2: one of several lists on a page that has
   * its own h1: a section titled with an h2.
   * @default 1
   */
  headingLevel?: 1 | 2;
}

/** The add/edit dialog (with the contract's item schemas, hence zod), loaded when it first opens. */
const ConfigItemDialog = lazyComponent(() => import('./ConfigItemDialog'));

interface DialogState<T, V> {
  isOpen: boolean;
  /** Bumped on every opening: a fresh form each time. */
  key: number;
  /** The edited item's position when the dialog opened; none when adding. */
  index?: number;
  /** The edited item as the dialog opened it: found again by its content if the list changed meanwhile. */
  original?: T;
  /** The form's first values; computed by the dialog when the form loads with it. */
  initial?: V;
}

/**
 * A page that edits one list of the robot config, one item at a time: search, 添加 (up to the list's cap), a
 * table with the caller's columns and 编辑 / 复制 / 删除 (and 上移 / 下移 where the order decides which rule
 * answers), and the add/edit dialog with the caller's form. A change made elsewhere in between shows the
 * conflict with 重新加载; an open dialog keeps its values meanwhile, to be saved again.
 */
export function ConfigListEditor<T extends ConfigListItem, V extends object, F extends string>({
  list,
  texts,
  description,
  columns,
  describe,
  matches,
  form,
  actions,
  notice,
  headingLevel = 1,
}: ConfigListEditorProps<T, V, F>) {
  const l = useKitListMessages();
  const c = useConfigListMessages();
  const spec = CONFIG_LIST_TRAITS[list.name];
  const [word, setWord] = useState('');
  const search = useSearch((typed) => setWord(typed.trim()));
  const [dialog, setDialog] = useState<DialogState<T, V>>({ isOpen: false, key: 0 });
  const capReasonId = useId();
  const headingId = useId();
  const Dialog = ConfigItemDialog as unknown as ComponentType<ConfigItemDialogProps<T, V, F>>;
  const navigate = useNavigate();

  const { items, keys } = list;
  const atCap = items.length >= spec.max;
  const label = (item: T) => describe(item) || c.unnamed;
  const rows: ConfigListRow<T>[] = items
    .map((item, index) => ({ item, index, key: keys[index] ?? String(index) }))
    .filter((row) => word === '' || matches(row.item, word));

  const preload = () => {
    ConfigItemDialog.preload();
    if (isLazyItemForm(form)) form.load().catch(() => {});
    else form.preload?.();
  };
  const openAdd = () => {
    preload();
    setDialog((d) => ({ isOpen: true, key: d.key + 1, initial: isLazyItemForm(form) ? undefined : form.empty() }));
  };
  const openEdit = (row: ConfigListRow<T>) => {
    preload();
    setDialog((d) => ({
      isOpen: true,
      key: d.key + 1,
      index: row.index,
      original: row.item,
      initial: isLazyItemForm(form) ? undefined : form.toForm(row.item),
    }));
  };
  const close = () => setDialog((d) => ({ ...d, isOpen: false }));

  const conflict =
    list.conflict === null ? null : (
      <ConflictAlert message={list.conflict} onReload={() => void list.reload()} isReloading={list.isPending} />
    );

  const addButton = (
    <Button onPress={openAdd} isDisabled={atCap || list.isPending} aria-describedby={atCap ? capReasonId : undefined}>
      <PlusIcon />
      {texts.add}
    </Button>
  );

  const idColumn: TableColumn<ConfigListRow<T>>[] = spec.scheduled
    ? [{ key: 'id', title: c.index, width: 72, render: (row) => String(row.item.id ?? '') }]
    : [];
  const actionColumn: TableColumn<ConfigListRow<T>> = {
    key: 'actions',
    title: c.actions,
    width: spec.ordered ? 260 : 170,
    render: (row) => {
      const name = { name: label(row.item) };
      return (
        <span className={styles.actions}>
          <Button variant="link" size="sm" aria-label={format(c.editLabel, name)} onPress={() => openEdit(row)}>
            {c.edit}
          </Button>
          <Button
            variant="link"
            size="sm"
            aria-label={format(c.duplicateLabel, name)}
            isDisabled={atCap || list.isPending}
            onPress={() => void list.duplicate(row.index)}
          >
            {c.duplicate}
          </Button>
          {spec.ordered && (
            <>
              <Button
                variant="link"
                size="sm"
                aria-label={format(c.moveUpLabel, name)}
                isDisabled={row.index === 0 || list.isPending}
                onPress={() => void list.move(row.index, row.index - 1)}
              >
                {c.moveUp}
              </Button>
              <Button
                variant="link"
                size="sm"
                aria-label={format(c.moveDownLabel, name)}
                isDisabled={row.index === items.length - 1 || list.isPending}
                onPress={() => void list.move(row.index, row.index + 1)}
              >
                {c.moveDown}
              </Button>
            </>
          )}
          <Button
            variant="link"
            size="sm"
            aria-label={format(c.removeLabel, name)}
            isDisabled={list.isPending}
            onPress={() => void list.remove(row.index, label(row.item))}
          >
            {c.remove}
          </Button>
        </span>
      );
    },
  };

  const content = (
    <>
      <div className={column.md}>
        {list.status === 'loading' && (
          <SkeletonRegion isLoading loadingLabel={l.loading} skeleton={<Skeleton lines={6} />} />
        )}
        {list.status === 'error' && (
          <EmptyState
            title={l.loadFailed}
            description={l.loadFailedDescription}
            headingLevel={2}
            action={
              <Button variant="secondary" onPress={() => void list.reload()} isPending={list.isPending}>
                {l.retry}
              </Button>
            }
          />
        )}
        {list.status === 'forbidden' && (
          <Alert
            variant="warning"
            title={c.vipTitle}
            action={
              <Button size="sm" onPress={() => navigate(paths.memberMain.getHref())}>
                {c.vipUpgrade}
              </Button>
            }
          >
            {list.refusal}
          </Alert>
        )}
        {list.status === 'ready' && (
          <>
            {conflict}
            {notice}
            {items.length === 0 ? (
              <EmptyState
                title={texts.emptyTitle}
                description={texts.emptyDescription}
                headingLevel={2}
                action={
                  <div className={styles.toolbarEnd}>
                    {addButton}
                    {actions}
                  </div>
                }
              />
            ) : (
              <>
                <div className={styles.toolbar}>
                  <SearchField
                    className={styles.search}
                    label={texts.searchLabel ?? c.search}
                    placeholder={texts.searchPlaceholder ?? c.searchPlaceholder}
                    maxLength={SEARCH_WORD_MAX_LENGTH}
                    {...search}
                  />
                  <div className={styles.toolbarEnd}>
                    <span className={styles.count}>{format(c.count, { count: items.length, max: spec.max })}</span>
                    {actions}
                    {addButton}
                    {atCap && (
                      <span id={capReasonId} className={styles.capReason}>
                        {format(c.atCap, { max: spec.max })}
                      </span>
                    )}
                  </div>
                </div>
                {spec.ordered && <p className={styles.count}>{c.orderHint}</p>}
                <Table
                  aria-label={texts.tableLabel}
                  columns={[...idColumn, ...columns, actionColumn]}
                  rows={rows}
                  getRowKey={(row) => row.key}
                  emptyContent={format(c.noMatch, { word })}
                  isLoading={false}
                />
              </>
            )}
          </>
        )}
      </div>
      {dialog.key > 0 && (
        <Suspense fallback={null}>
          <Dialog
            key={dialog.key}
            name={list.name}
            title={dialog.index === undefined ? texts.add : texts.editTitle}
            confirmLabel={dialog.index === undefined ? c.confirmAdd : c.confirmEdit}
            isOpen={dialog.isOpen}
            onOpenChange={(open) => (open ? undefined : close())}
            isSaving={list.isPending}
            initial={dialog.initial}
            original={dialog.original}
            index={dialog.index}
            items={items}
            describe={label}
            form={form}
            notice={conflict}
            onAdd={list.add}
            onReplace={list.replace}
            onSaved={close}
          />
        </Suspense>
      )}
    </>
  );
  if (headingLevel === 1) {
    return (
      <PageWrapper title={texts.title} description={description}>
        {content}
      </PageWrapper>
    );
  }
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {texts.title}
      </h2>
      {description != null && <div className={styles.count}>{description}</div>}
      {content}
    </section>
  );
}
