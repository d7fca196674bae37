import type { PresetRole } from '@weassit/contract';
import { Badge, Button, PageWrapper, PlusIcon, SearchField, type TableColumn } from '@weassit/ui';
import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { column } from '../../../components/column.css';
import { PagedTable, type PageLoader, SEARCH_WORD_MAX_LENGTH, usePagedList } from '../../../components/PagedList';
import { useConsoleMessages } from '../../../lib/i18n/console/catalogues';
import { format } from '../../../lib/i18n/format';
import { lazyComponent } from '../../../lib/lazy-page';
import { askConfirm, notify } from '../../../lib/notify';
import { usePresetRoleMessages } from '../messages';
import {
  emptyPresetRoleForm,
  needsExpanding,
  type PresetRoleFormValues,
  type PresetRolePayload,
  presetRoleToForm,
} from '../preset-role-form';
import * as styles from './PresetRolesView.css';

/** The add/edit dialog (and zod, through the contract's schema), loaded on the first 添加角色 or 编辑. */
const PresetRoleDialog = lazyComponent(() => import('../components/PresetRoleDialog'));

/** How long typing pauses before the list searches (Enter searches at once). */
const SEARCH_DEBOUNCE_MS = 400;

export interface PresetRolesViewProps {
  /** `GET /api/promot_store`: one page, `word` searching the names. */
  load: PageLoader<PresetRole>;
  /** `GET /api/promot_store/{id}`: the role to edit. */
  loadRole: (id: string) => Promise<PresetRole>;
  /** `POST` (no id) or `PUT` (with id); resolves once saved. */
  onSave: (payload: PresetRolePayload) => Promise<void>;
  /** `DELETE /api/promot_store/{id}`; resolves once deleted. */
  onRemove: (role: PresetRole) => Promise<void>;
}

interface DialogState {
  isOpen: boolean;
  /** Bumped on every opening: a fresh form each time. */
  key: number;
  editId?: string;
  initial?: PresetRoleFormValues;
}

/**
 * 预设角色: the roles of GPT dialogue, the built-in ones (内置, read only) and the user's own (自定义), searched by
 * name and paged by the server; 添加角色 and 编辑 open the role dialog, 删除 asks first, then refreshes the page.
 */
export function PresetRolesView({ load, loadRole, onSave, onRemove }: PresetRolesViewProps) {
  const messages = useConsoleMessages();
  const t = usePresetRoleMessages();
  const list = usePagedList(load);
  const [dialog, setDialog] = useState<DialogState>({ isOpen: false, key: 0 });
  const [isSaving, setSaving] = useState(false);

  const [typed, setTyped] = useState('');
  const { search } = list;
  const debounce = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(debounce.current), []);
  const searchNow = (word: string) => {
    clearTimeout(debounce.current);
    search(word);
  };
  const onType = (word: string) => {
    setTyped(word);
    clearTimeout(debounce.current);
    debounce.current = setTimeout(() => search(word), SEARCH_DEBOUNCE_MS);
  };

  const openAdd = () => setDialog((d) => ({ isOpen: true, key: d.key + 1, initial: emptyPresetRoleForm() }));
  const openEdit = (role: PresetRole) => {
    setDialog((d) => ({ isOpen: true, key: d.key + 1, editId: role.id }));
    loadRole(role.id).then(
      (loaded) =>
        setDialog((d) => (d.isOpen && d.editId === role.id ? { ...d, initial: presetRoleToForm(loaded) } : d)),
      // The API client showed why; nothing to edit.
      () => setDialog((d) => (d.editId === role.id ? { ...d, isOpen: false } : d)),
    );
  };

  const save = async (payload: PresetRolePayload) => {
    setSaving(true);
    try {
      await onSave(payload);
      notify.success(payload.id ? t.updated : t.added);
      setDialog((d) => ({ ...d, isOpen: false }));
      list.reload();
    } catch {
      // The API client shows why; the dialog stays open.
    } finally {
      setSaving(false);
    }
  };

  const remove = async (role: PresetRole) => {
    const confirmed = await askConfirm({
      title: t.removeTitle,
      message: format(t.removeConfirm, { name: role.name }),
      confirmLabel: t.removeOk,
      variant: 'danger',
    });
    if (!confirmed) return;
    try {
      await onRemove(role);
      notify.success(t.removed);
      list.reload();
    } catch {
      // The API client shows why.
    }
  };

  const addButton = (
    <Button onPress={openAdd}>
      <PlusIcon />
      {t.add}
    </Button>
  );
  // The empty state carries the add button itself: one button, not two of the same name.
  const isEmpty = list.status === 'ready' && list.data?.count === 0 && !list.query.word;

  const columns: TableColumn<PresetRole>[] = [
    { key: 'name', title: t.columns.name, isRowHeader: true, width: 180 },
    { key: 'content', title: t.columns.content, render: (role) => <RoleContent role={role} /> },
    {
      key: 'kind',
      title: t.columns.kind,
      width: 90,
      render: (role) =>
        role.builtIn ? <Badge variant="info">{t.builtIn}</Badge> : <Badge variant="success">{t.custom}</Badge>,
    },
    {
      key: 'actions',
      title: t.columns.actions,
      width: 150,
      render: (role) =>
        role.builtIn ? (
          <span className={styles.muted}>{t.builtInLocked}</span>
        ) : (
          <span className={styles.actions}>
            <Button
              variant="link"
              size="sm"
              aria-label={format(t.editLabel, { name: role.name })}
              onPress={() => openEdit(role)}
            >
              {t.edit}
            </Button>
            <Button
              variant="link"
              size="sm"
              aria-label={format(t.removeLabel, { name: role.name })}
              onPress={() => void remove(role)}
            >
              {t.remove}
            </Button>
          </span>
        ),
    },
  ];

  return (
    <PageWrapper title={messages.routes.promotstore ?? ''}>
      <div className={column.md}>
        <div className={styles.toolbar}>
          <SearchField
            className={styles.search}
            label={t.searchLabel}
            placeholder={t.searchPlaceholder}
            maxLength={SEARCH_WORD_MAX_LENGTH}
            value={typed}
            onChange={onType}
            onSubmit={searchNow}
            onClear={() => searchNow('')}
          />
          {!isEmpty && addButton}
        </div>
        <PagedTable
          list={list}
          aria-label={t.tableLabel}
          columns={columns}
          getRowKey={(role) => role.id}
          empty={{ title: t.empty, description: t.emptyDescription, action: addButton }}
          noMatch={format(t.noMatch, { word: list.query.word })}
          minWidth={720}
        />
      </div>
      {dialog.key > 0 && (
        <Suspense fallback={null}>
          <PresetRoleDialog
            key={dialog.key}
            isOpen={dialog.isOpen}
            onOpenChange={(isOpen) => setDialog((d) => ({ ...d, isOpen }))}
            editId={dialog.editId}
            initial={dialog.initial}
            isSaving={isSaving}
            onSubmit={(payload) => void save(payload)}
          />
        </Suspense>
      )}
    </PageWrapper>
  );
}

/** A role's content: two lines, with 展开 / 收起 (aria-expanded) when there is more to read. */
function RoleContent({ role }: { role: PresetRole }) {
  const t = usePresetRoleMessages();
  const [isExpanded, setExpanded] = useState(false);
  const textId = useId();
  if (!needsExpanding(role.content)) return <span className={styles.full}>{role.content}</span>;
  return (
    <span className={styles.content}>
      <span id={textId} className={isExpanded ? styles.full : styles.clamped}>
        {role.content}
      </span>
      <Button
        variant="link"
        size="sm"
        aria-expanded={isExpanded}
        aria-controls={textId}
        aria-label={format(isExpanded ? t.collapseLabel : t.expandLabel, { name: role.name })}
        onPress={() => setExpanded((e) => !e)}
      >
        {isExpanded ? t.collapse : t.expand}
      </Button>
    </span>
  );
}
