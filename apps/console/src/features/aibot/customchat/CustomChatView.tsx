import type { PresetRole } from '@weassit/contract';
import { type GptConfig, type GptConfigInput, labelOf, ROBOT_TYPE_OPTIONS, type TargetKind } from '@weassit/contract';
import { Badge, Button, PlusIcon, type TableColumn, type TargetOption } from '@weassit/ui';
import { Suspense } from 'react';
import { KeywordChips } from '../../../kit/config-list/KeywordChips';
import { ListPage } from '../../../kit/list/ListPage';
import { useEditDialog } from '../../../kit/list/use-edit-dialog';
import { useRemove } from '../../../kit/list/use-remove';
import { useWholeList } from '../../../kit/list/use-whole-list';
import { RuleSimulatorButton } from '../../../kit/rule-simulator/RuleSimulatorButton';
import { useConsoleMessages } from '../../../lib/i18n/console/catalogues';
import { format } from '../../../lib/i18n/format';
import { lazyComponent } from '../../../lib/lazy-page';
import * as styles from './CustomChatView.css';
import { gptConfigName, gptUsageText, isForEveryone, isUsedUp } from './gpt-config-summary';
import { type CustomChatMessages, useCustomChatMessages } from './messages';

/** The add/edit dialog, with its widgets (target picker, …) and zod, loaded on the first 添加配置 or 编辑. */
const GptConfigDialog = lazyComponent(() => import('./lazy/GptConfigDialog'));

export interface CustomChatViewProps {
  /** `GET /api/gpt_config`: every config. */
  load: () => Promise<readonly GptConfig[]>;
  /** `POST` (no id) or `PUT /api/gpt_config/{id}`; resolves once saved. */
  onSave: (input: GptConfigInput, id?: string) => Promise<void>;
  /** `DELETE /api/gpt_config/{id}`. */
  onRemove: (config: GptConfig) => Promise<void>;
  /** `POST /api/gpt_config/{id}/reset`: the used count back to 0. */
  onReset: (config: GptConfig) => Promise<void>;
  /** The robot's groups or friends, for the dialog's target picker. */
  loadTargets: (kind: TargetKind) => Promise<TargetOption[]>;
  /** The preset roles, for the dialog's role choices. */
  loadRoles: () => Promise<PresetRole[]>;
}

/** The dialog edits the row it was opened on; `config` is undefined when adding. */
interface DialogSubject {
  config?: GptConfig;
}

/**
 * 自定义对话 (vip; the route gate asks others to become members): the per-target AI configs, each row readable at
 * a glance (targets, service, trigger, usage, on/off), with 编辑, 删除 and 重置次数 (both ask first).
 */
export function CustomChatView({ load, onSave, onRemove, onReset, loadTargets, loadRoles }: CustomChatViewProps) {
  const messages = useConsoleMessages();
  const t = useCustomChatMessages();
  const list = useWholeList(load);
  const dialog = useEditDialog<DialogSubject>(list.reload);
  const openAdd = () => dialog.openAdd({});
  const openEdit = (config: GptConfig) =>
    dialog.openEdit(
      config.id,
      async () => config,
      (row) => ({ config: row }),
    );
  const save = (input: GptConfigInput) =>
    dialog.save(() => onSave(input, dialog.state.editId), { added: t.added, updated: t.updated });
  const removeRow = useRemove(onRemove, list.reload);
  const resetRow = useRemove(onReset, list.reload);
  const remove = (config: GptConfig) =>
    removeRow(config, {
      title: t.removeTitle,
      message: format(t.removeConfirm, { name: gptConfigName(config, t) }),
      confirmLabel: t.removeOk,
      removed: t.removed,
    });
  const reset = (config: GptConfig) =>
    resetRow(config, {
      title: t.resetTitle,
      message: format(t.resetConfirm, { name: gptConfigName(config, t), used: config.usedNum }),
      confirmLabel: t.resetOk,
      removed: t.resetDone,
    });

  const addButton = (
    <Button onPress={openAdd}>
      <PlusIcon />
      {t.add}
    </Button>
  );
  const columns: TableColumn<GptConfig>[] = [
    {
      key: 'name',
      title: t.columns.name,
      isRowHeader: true,
      render: (config) => <TargetsCell config={config} t={t} />,
    },
    {
      key: 'service',
      title: t.columns.service,
      width: 130,
      render: (config) => labelOf(ROBOT_TYPE_OPTIONS, config.robotType, String(config.robotType)),
    },
    { key: 'trigger', title: t.columns.trigger, render: (config) => <TriggerCell config={config} t={t} /> },
    {
      key: 'usage',
      title: t.columns.usage,
      width: 150,
      render: (config) =>
        isUsedUp(config) ? <Badge variant="warning">{gptUsageText(config, t)}</Badge> : gptUsageText(config, t),
    },
    {
      key: 'status',
      title: t.columns.status,
      width: 110,
      render: (config) =>
        config.openChat ? (
          <Badge variant="success" dot>
            {t.on}
          </Badge>
        ) : (
          <Badge dot>{t.off}</Badge>
        ),
    },
    {
      key: 'actions',
      title: t.columns.actions,
      width: 240,
      render: (config) => {
        const name = gptConfigName(config, t);
        return (
          <span className={styles.actions}>
            <Button
              variant="link"
              size="sm"
              aria-label={format(t.editLabel, { name })}
              onPress={() => openEdit(config)}
            >
              {t.edit}
            </Button>
            <Button
              variant="link"
              size="sm"
              aria-label={format(t.removeLabel, { name })}
              onPress={() => void remove(config)}
            >
              {t.remove}
            </Button>
            {config.usedNum > 0 && (
              <Button
                variant="link"
                size="sm"
                aria-label={format(t.resetLabel, { name })}
                onPress={() => void reset(config)}
              >
                {t.reset}
              </Button>
            )}
          </span>
        );
      },
    },
  ];

  return (
    <ListPage
      title={messages.routes.customchat ?? ''}
      primaryAction={
        // Side by side in the toolbar and in the empty state alike.
        <span className={styles.actions}>
          <RuleSimulatorButton gptConfigs={list.data?.list} />
          {addButton}
        </span>
      }
      list={list}
      aria-label={t.tableLabel}
      columns={columns}
      getRowKey={(config) => config.id}
      empty={{ title: t.empty, description: t.emptyDescription }}
      minWidth={900}
    >
      {dialog.state.key > 0 && (
        <Suspense fallback={null}>
          <GptConfigDialog
            key={dialog.state.key}
            isOpen={dialog.state.isOpen}
            onOpenChange={dialog.setOpen}
            isEditing={dialog.state.editId !== undefined}
            config={dialog.state.initial?.config}
            isLoading={dialog.state.initial === undefined}
            isSaving={dialog.isSaving}
            onSubmit={(input) => void save(input)}
            loadTargets={loadTargets}
            loadRoles={loadRoles}
          />
        </Suspense>
      )}
    </ListPage>
  );
}

interface CellProps {
  config: GptConfig;
  t: CustomChatMessages;
}

/** Its name, then 群组/好友 with the targets as chips (or 全部群聊, 除外 N 个) unless the name already says them. */
function TargetsCell({ config, t }: CellProps) {
  const everyone = isForEveryone(config);
  const names = config.targets.map((target) => target.name);
  return (
    <span className={styles.stack}>
      <span className={styles.name}>{gptConfigName(config, t)}</span>
      <span className={styles.inline}>
        <Badge variant="info">{config.type === 'room' ? t.room : t.contact}</Badge>
        {everyone && config.name.trim() !== '' && (
          <Badge variant="brand">{config.type === 'room' ? t.allRooms : t.allFriends}</Badge>
        )}
        {everyone && config.excludes.length > 0 && (
          <span className={styles.muted}>{format(t.excluded, { count: config.excludes.length })}</span>
        )}
        {!everyone && config.name.trim() !== '' && (
          <KeywordChips keywords={names} label={format(t.targetsLabel, { names: names.join('、') })} />
        )}
      </span>
    </span>
  );
}

/** 需要@ (groups), then the keywords as chips, or 所有消息. */
function TriggerCell({ config, t }: CellProps) {
  return (
    <span className={styles.inline}>
      {config.type === 'room' && config.needAt === 1 && <Badge>{t.needAt}</Badge>}
      {config.keywords.length > 0 ? (
        <KeywordChips keywords={config.keywords} label={t.keywordsLabel} />
      ) : (
        <span className={styles.muted}>{t.everyMessage}</span>
      )}
    </span>
  );
}
