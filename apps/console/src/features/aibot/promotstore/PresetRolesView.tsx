import type { PresetRole } from '@weassit/contract';
import { Badge, Button, PlusIcon, type TableColumn } from '@weassit/ui';
import { Suspense, useId, useState } from 'react';
import { ListPage } from '../../../kit/list/ListPage';
import { useEditDialog } from '../../../kit/list/use-edit-dialog';
import { type PageLoader, usePagedList } from '../../../kit/list/use-paged-list';
import { useRemove } from '../../../kit/list/use-remove';
import { useConsoleMessages } from '../../../lib/i18n/console/catalogues';
import { format } from '../../../lib/i18n/format';
import { lazyComponent } from '../../../lib/lazy-page';
import { usePresetRoleMessages } from './messages';
import * as styles from './PresetRolesView.css';
import {
  emptyPresetRoleForm,
  needsExpanding,
  type PresetRoleFormValues,
  type PresetRolePayload,
  presetRoleToForm,
} from './preset-role-form';

/** The add/edit dialog (and zod, through the contract's schema), loaded on the first 添加角色 or 编辑. */
const PresetRoleDialog = lazyComponent(() => import('./lazy/PresetRoleDialog'));

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

/**
 * 预设角色: the roles of GPT dialogue, the built-in ones (内置, read only) and the user's own (自定义), searched by
 * name and paged by the server; 添加角色 and 编辑 open the role dialog, 删除 asks first, then refreshes the page.
 */
export function PresetRolesView({ load, loadRole, onSave, onRemove }: PresetRolesViewProps) {
  const messages = useConsoleMessages();
  const t = usePresetRoleMessages();
  const list = usePagedList(load);
  const dialog = useEditDialog<PresetRoleFormValues>(list.reload);
  const openAdd = () => dialog.openAdd(emptyPresetRoleForm());
  const openEdit = (role: PresetRole) => dialog.openEdit(role.id, loadRole, presetRoleToForm);
  const save = (payload: PresetRolePayload) =>
    dialog.save(() => onSave(payload), { added: t.added, updated: t.updated });
  const removeRow = useRemove(onRemove, list.reload);
  const remove = (role: PresetRole) =>
    removeRow(role, {
      title: t.removeTitle,
      message: format(t.removeConfirm, { name: role.name }),
      confirmLabel: t.removeOk,
      removed: t.removed,
    });

  const addButton = (
    <Button onPress={openAdd}>
      <PlusIcon />
      {t.add}
    </Button>
  );
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
    <ListPage
      title={messages.routes.promotstore ?? ''}
      search={{ label: t.searchLabel, placeholder: t.searchPlaceholder, onSearch: (word) => list.filter({ word }) }}
      primaryAction={addButton}
      list={list}
      aria-label={t.tableLabel}
      columns={columns}
      getRowKey={(role) => role.id}
      empty={{ title: t.empty, description: t.emptyDescription }}
      noMatch={format(t.noMatch, { word: list.query.filters.word })}
      minWidth={720}
    >
      {dialog.state.key > 0 && (
        <Suspense fallback={null}>
          <PresetRoleDialog
            key={dialog.state.key}
            isOpen={dialog.state.isOpen}
            onOpenChange={dialog.setOpen}
            editId={dialog.state.editId}
            initial={dialog.state.initial}
            isSaving={dialog.isSaving}
            onSubmit={(payload) => void save(payload)}
          />
        </Suspense>
      )}
    </ListPage>
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
