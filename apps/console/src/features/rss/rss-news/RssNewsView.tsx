import {
  labelOf,
  RSS_INTERVAL_OPTIONS,
  type RssFeed,
  type RssFeedInput,
  type RssTestRequest,
  type RssTestResult,
  type TargetKind,
} from '@weassit/contract';
import { Badge, Button, PlusIcon, type TableColumn, type TargetOption } from '@weassit/ui';
import { Suspense, useState } from 'react';
import { KeywordChips } from '../../../kit/config-list/KeywordChips';
import { ListPage } from '../../../kit/list/ListPage';
import { useEditDialog } from '../../../kit/list/use-edit-dialog';
import { useRemove } from '../../../kit/list/use-remove';
import { useWholeList } from '../../../kit/list/use-whole-list';
import { format } from '../../../lib/i18n/format';
import { lazyComponent } from '../../../lib/lazy-page';
import { notify } from '../../../lib/notify';
import { useRssMessages } from './messages';
import * as styles from './RssNewsView.css';

/** The add/edit dialog, with its widgets (target picker, …) and zod, loaded on the first 添加订阅 or 编辑. */
const RssFeedDialog = lazyComponent(() => import('./lazy/RssFeedDialog'));

export interface RssNewsViewProps {
  /** `GET /api/rss`: every feed. */
  load: () => Promise<readonly RssFeed[]>;
  /** `POST` (no id) or `PUT /api/rss/{id}`; resolves once saved. */
  onSave: (input: RssFeedInput, id?: string) => Promise<void>;
  /** `DELETE /api/rss/{id}`. */
  onRemove: (feed: RssFeed) => Promise<void>;
  /** `POST /api/rss/{id}/push`: 立即推送最新. */
  onPush: (feed: RssFeed) => Promise<void>;
  /** `POST /api/rss/test`: 测试订阅. */
  onTest: (request: RssTestRequest) => Promise<RssTestResult>;
  /** The robot's groups or friends, for the dialog's target picker. */
  loadTargets: (kind: TargetKind) => Promise<TargetOption[]>;
}

/** The dialog edits the row it was opened on; `feed` is undefined when adding. */
interface DialogSubject {
  feed?: RssFeed;
}

/**
 * RSS推送 (vip; the route gate asks others to become members): the feeds, each row with its address, targets,
 * interval and form, and 编辑, 立即推送最新 and 删除 (which asks first).
 */
export function RssNewsView({ load, onSave, onRemove, onPush, onTest, loadTargets }: RssNewsViewProps) {
  const t = useRssMessages();
  const list = useWholeList(load);
  const dialog = useEditDialog<DialogSubject>(list.reload);
  const [pushing, setPushing] = useState<string | undefined>(undefined);
  const openAdd = () => dialog.openAdd({});
  const openEdit = (feed: RssFeed) =>
    dialog.openEdit(
      feed.id,
      async () => feed,
      (row) => ({ feed: row }),
    );
  const save = (input: RssFeedInput) =>
    dialog.save(() => onSave(input, dialog.state.editId), { added: t.added, updated: t.updated });
  const removeRow = useRemove(onRemove, list.reload);
  const remove = (feed: RssFeed) =>
    removeRow(feed, {
      title: t.removeTitle,
      message: format(t.removeConfirm, { url: feed.rssUrl }),
      confirmLabel: t.removeOk,
      removed: t.removed,
    });
  const push = async (feed: RssFeed) => {
    setPushing(feed.id);
    try {
      await onPush(feed);
      notify.success(t.pushed);
    } catch {
      // The API client has shown why (robot offline, 5 s cooldown, vip).
    } finally {
      setPushing(undefined);
    }
  };

  const addButton = (
    <Button onPress={openAdd}>
      <PlusIcon />
      {t.add}
    </Button>
  );
  const columns: TableColumn<RssFeed>[] = [
    {
      key: 'feed',
      title: t.columns.feed,
      isRowHeader: true,
      render: (feed) => <span className={styles.url}>{feed.rssUrl}</span>,
    },
    {
      key: 'targets',
      title: t.columns.targets,
      render: (feed) => {
        const names = feed.targets.map((target) => target.name);
        return (
          <span className={styles.inline}>
            <Badge variant="info">{feed.type === 'room' ? t.room : t.contact}</Badge>
            <KeywordChips keywords={names} label={format(t.targetsLabel, { names: names.join('、') })} />
          </span>
        );
      },
    },
    {
      key: 'interval',
      title: t.columns.interval,
      width: 120,
      render: (feed) => labelOf<string>(RSS_INTERVAL_OPTIONS, feed.updateTime, feed.updateTime),
    },
    {
      key: 'show',
      title: t.columns.show,
      width: 110,
      render: (feed) => (feed.showLink ? t.linkCard : t.text),
    },
    {
      key: 'actions',
      title: t.columns.actions,
      width: 260,
      render: (feed) => (
        <span className={styles.actions}>
          <Button
            variant="link"
            size="sm"
            aria-label={format(t.editLabel, { url: feed.rssUrl })}
            onPress={() => openEdit(feed)}
          >
            {t.edit}
          </Button>
          <Button
            variant="link"
            size="sm"
            aria-label={format(t.pushLabel, { url: feed.rssUrl })}
            isPending={pushing === feed.id}
            onPress={() => void push(feed)}
          >
            {t.push}
          </Button>
          <Button
            variant="link"
            size="sm"
            aria-label={format(t.removeLabel, { url: feed.rssUrl })}
            onPress={() => void remove(feed)}
          >
            {t.remove}
          </Button>
        </span>
      ),
    },
  ];

  return (
    <ListPage
      title={t.title}
      primaryAction={addButton}
      list={list}
      aria-label={t.tableLabel}
      columns={columns}
      getRowKey={(feed) => feed.id}
      empty={{ title: t.empty, description: t.emptyDescription }}
      minWidth={860}
    >
      {dialog.state.key > 0 && (
        <Suspense fallback={null}>
          <RssFeedDialog
            key={dialog.state.key}
            isOpen={dialog.state.isOpen}
            onOpenChange={dialog.setOpen}
            isEditing={dialog.state.editId !== undefined}
            feed={dialog.state.initial?.feed}
            isLoading={dialog.state.initial === undefined}
            isSaving={dialog.isSaving}
            onSubmit={(input) => void save(input)}
            loadTargets={loadTargets}
            onTest={onTest}
          />
        </Suspense>
      )}
    </ListPage>
  );
}
