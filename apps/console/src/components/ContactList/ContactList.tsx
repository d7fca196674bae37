import type { MessageItem } from '@weassit/contract';
import { Avatar, Button, Checkbox, type TableColumn, type TargetOption } from '@weassit/ui';
import { lazy, Suspense, useState } from 'react';
import { ListPage } from '../../kit/list/ListPage';
import { type PageLoader, usePagedList } from '../../kit/list/use-paged-list';
import { useContactsMessages } from '../../lib/i18n/console/contacts';
import { format } from '../../lib/i18n/format';
import { notify } from '../../lib/notify';
import { useVipGuard } from '../../lib/vip';
import * as styles from './ContactList.css';
import { useEventCooldown } from './event-cooldown';

// The send dialog (Dialog, Form, TextArea) loads on the first 发消息: the lists stay light on first visit.
// The bulk send dialog (vip) loads on the first 群发.
const BulkSendLauncher = lazy(() => import('../BulkSend/BulkSendLauncher'));
const SendMessageDialog = lazy(() => import('./SendMessageDialog').then((m) => ({ default: m.SendMessageDialog })));

/** What differs between the friend and the group list. */
export interface ContactListTexts {
  title: string;
  searchLabel: string;
  searchPlaceholder: string;
  tableLabel: string;
  emptyTitle: string;
  emptyDescription: string;
  syncLabel: string;
}

export interface ContactListProps<T extends { wxid: string; avatar: string }> {
  kind: 'friend' | 'room';
  texts: ContactListTexts;
  /** The columns after the name column (which shows the avatar and `getName`) and before 发消息. */
  columns: TableColumn<T>[];
  /** The display name of a row (nickname or topic). */
  getName: (row: T) => string;
  /** Loads one page (`GET /api/wechat/friend` or `/room`). */
  load: PageLoader<T>;
  /** Asks the robot to upload its list again (`POST /api/ws/event`). */
  onSync: () => Promise<void>;
  /** Sends one message to a row (`POST /api/ws/contact/say` or `/room/say`). */
  onSend: (row: T, message: MessageItem) => Promise<void>;
}

/**
 * A list of the robot's friends or groups: search by name, server paging, an empty state that explains the
 * list comes from the robot with a sync button (5 s apart, like the server), and 发消息 on every row.
 */
export function ContactList<T extends { wxid: string; avatar: string }>({
  kind,
  texts,
  columns,
  getName,
  load,
  onSync,
  onSend,
}: ContactListProps<T>) {
  const t = useContactsMessages();
  const list = usePagedList(load);
  const [recipient, setRecipient] = useState<T | null>(null);
  const [isSyncing, setSyncing] = useState(false);
  const cooldown = useEventCooldown();
  const guardVip = useVipGuard();
  // Rows picked for 群发, across pages and searches, in picking order.
  const [picked, setPicked] = useState<ReadonlyMap<string, T>>(new Map());
  const [bulkTargets, setBulkTargets] = useState<TargetOption[] | null>(null);
  const pick = (row: T, isPicked: boolean) =>
    setPicked((current) => {
      const next = new Map(current);
      if (isPicked) next.set(row.wxid, row);
      else next.delete(row.wxid);
      return next;
    });
  const openBulkSend = () =>
    guardVip(() =>
      setBulkTargets(
        [...picked.values()].map((row) => {
          const name = getName(row);
          return { id: row.wxid, name, label: name || row.wxid, value: name };
        }),
      ),
    );

  const sync = async () => {
    if (cooldown.isCooling || isSyncing) return;
    setSyncing(true);
    try {
      await onSync();
      notify.success(t.syncSent);
    } catch {
      // The API client shows why (机器人不在线, 5s内请勿再次发送).
    } finally {
      // The server counted the attempt either way.
      cooldown.markSent();
      setSyncing(false);
    }
  };

  const syncButton = (
    <Button variant="secondary" onPress={sync} isPending={isSyncing} isDisabled={cooldown.isCooling}>
      {texts.syncLabel}
    </Button>
  );

  const bulkButtons = picked.size > 0 && (
    <>
      <Button variant="secondary" onPress={() => setPicked(new Map())}>
        {t.clearPicked}
      </Button>
      <Button onPress={openBulkSend}>{format(t.bulkSendPicked, { count: picked.size })}</Button>
    </>
  );

  const allColumns: TableColumn<T>[] = [
    {
      key: 'pick',
      title: t.pickColumn,
      width: 64,
      render: (row) => (
        <Checkbox
          aria-label={format(t.pickRow, { name: getName(row) || row.wxid })}
          isSelected={picked.has(row.wxid)}
          onChange={(isPicked) => pick(row, isPicked)}
        />
      ),
    },
    {
      key: 'name',
      title: kind === 'room' ? t.room : t.friend,
      isRowHeader: true,
      render: (row) => (
        <span className={styles.name}>
          <Avatar name={getName(row) || row.wxid} src={row.avatar || undefined} size="sm" isDecorative />
          <span>{getName(row) || row.wxid}</span>
        </span>
      ),
    },
    ...columns,
    {
      key: 'actions',
      title: t.actions,
      width: 110,
      align: 'end',
      render: (row) => (
        <Button
          size="sm"
          variant="secondary"
          aria-label={format(t.sendTo, { name: getName(row) || row.wxid })}
          onPress={() => setRecipient(row)}
        >
          {t.send}
        </Button>
      ),
    },
  ];

  return (
    <ListPage
      title={texts.title}
      search={{
        label: texts.searchLabel,
        placeholder: texts.searchPlaceholder,
        onSearch: (word) => list.filter({ word }),
      }}
      primaryAction={
        bulkButtons ? (
          <>
            {bulkButtons}
            {syncButton}
          </>
        ) : (
          syncButton
        )
      }
      list={list}
      aria-label={texts.tableLabel}
      columns={allColumns}
      getRowKey={(row) => row.wxid}
      empty={{ title: texts.emptyTitle, description: texts.emptyDescription }}
    >
      {recipient && (
        <Suspense fallback={null}>
          <SendMessageDialog
            target={{ kind, name: getName(recipient) || recipient.wxid }}
            onClose={() => setRecipient(null)}
            onSend={(content) => onSend(recipient, content)}
          />
        </Suspense>
      )}
      {bulkTargets && (
        <Suspense fallback={null}>
          <BulkSendLauncher
            kind={kind}
            targets={bulkTargets}
            onClose={() => setBulkTargets(null)}
            onSent={() => setPicked(new Map())}
          />
        </Suspense>
      )}
    </ListPage>
  );
}
