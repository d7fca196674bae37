import { Avatar, Button, PageWrapper, SearchField, type TableColumn } from '@weassit/ui';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useContactsMessages } from '../../lib/i18n/console/contacts';
import { format } from '../../lib/i18n/format';
import { notify } from '../../lib/notify';
import { column } from '../column.css';
import { PagedTable, type PageLoader, SEARCH_WORD_MAX_LENGTH, usePagedList } from '../PagedList';
import * as styles from './ContactList.css';
import { useEventCooldown } from './event-cooldown';

// The send dialog (Dialog, Form, TextArea) loads on the first 发消息: the lists stay light on first visit.
const SendMessageDialog = lazy(() => import('./SendMessageDialog').then((m) => ({ default: m.SendMessageDialog })));

/** How long typing pauses before the list searches (Enter searches at once). */
export const SEARCH_DEBOUNCE_MS = 300;

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
  /** Sends one text to a row (`POST /api/ws/contact/say` or `/room/say`). */
  onSend: (row: T, content: string) => Promise<void>;
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

  // The empty state carries the sync button itself: one button, not two of the same name.
  const isEmpty = list.status === 'ready' && list.data?.count === 0 && !list.query.word;

  const allColumns: TableColumn<T>[] = [
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
    <PageWrapper title={texts.title}>
      <div className={column.md}>
        <div className={styles.toolbar}>
          <SearchField
            className={styles.search}
            label={texts.searchLabel}
            placeholder={texts.searchPlaceholder}
            maxLength={SEARCH_WORD_MAX_LENGTH}
            value={typed}
            onChange={onType}
            onSubmit={searchNow}
            onClear={() => searchNow('')}
          />
          {!isEmpty && syncButton}
        </div>
        <PagedTable
          list={list}
          aria-label={texts.tableLabel}
          columns={allColumns}
          getRowKey={(row) => row.wxid}
          empty={{ title: texts.emptyTitle, description: texts.emptyDescription, action: syncButton }}
          noMatch={format(t.noMatch, { word: list.query.word })}
        />
      </div>
      {recipient && (
        <Suspense fallback={null}>
          <SendMessageDialog
            target={{ kind, name: getName(recipient) || recipient.wxid }}
            onClose={() => setRecipient(null)}
            onSend={(content) => onSend(recipient, content)}
          />
        </Suspense>
      )}
    </PageWrapper>
  );
}
