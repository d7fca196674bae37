import type { MessageHistoryExport, MessageHistoryLinkState, MessageRecord, Page } from '@weassit/contract';
import { Badge, Button, type TableColumn } from '@weassit/ui';
import { useAtomValue } from 'jotai';
import { type ReactNode, Suspense, useCallback, useEffect, useState } from 'react';
import { ListPage } from '../../../kit/list/ListPage';
import { ListSearchField } from '../../../kit/list/ListSearchField';
import { usePagedList } from '../../../kit/list/use-paged-list';
import { format } from '../../../lib/i18n/format';
import { formatDateTime } from '../../../lib/i18n/format-date';
import { localeAtom } from '../../../lib/i18n/messages';
import { lazyComponent } from '../../../lib/lazy-page';
import { askConfirm, notify } from '../../../lib/notify';
import { type LinkStatus, MessageHistorySwitch } from './MessageHistorySwitch';
import * as styles from './MessageHistoryView.css';
import {
  type MessageHistoryFilters,
  type MessageHistoryParams,
  NO_MESSAGE_FILTERS,
  toMessageHistoryParams,
} from './message-history-filters';
import { useMessageHistoryMessages } from './messages';

export interface MessageHistoryViewProps {
  /** `GET …/message_history`. */
  load: (params: { current: number; pageSize: number } & MessageHistoryParams) => Promise<Page<MessageRecord>>;
  /** `GET …/link`. */
  loadLink: () => Promise<MessageHistoryLinkState>;
  /** `POST …/link`: on, or a new address. */
  onEnable: () => Promise<void>;
  /** `DELETE …/link`. */
  onDisable: () => Promise<void>;
  /** `DELETE …/message_history`. */
  onClear: () => Promise<void>;
  /** `POST …/export`: the download link of the filtered messages. */
  onExport: (params: MessageHistoryParams) => Promise<MessageHistoryExport>;
  /** Starts the download (a link click; the server answers it as an attachment). */
  onDownload?: (url: string) => void;
}

/** A download the way a link does it: the browser keeps the page and saves the attachment. */
function downloadUrl(url: string) {
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = '';
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}

/** Only web links are shown as links: the robot's `url` is untrusted text. */
const isWebUrl = (url: string) => /^https?:\/\//i.test(url);

/** The text with each (case-insensitive) occurrence of `word` marked. */
function Highlighted({ text, word }: { text: string; word: string }) {
  if (!word) return text;
  const lower = text.toLowerCase();
  const needle = word.toLowerCase();
  const parts: ReactNode[] = [];
  let from = 0;
  for (let at = lower.indexOf(needle); at >= 0; at = lower.indexOf(needle, from)) {
    if (at > from) parts.push(text.slice(from, at));
    parts.push(
      <mark key={at} className={styles.hit}>
        {text.slice(at, at + needle.length)}
      </mark>,
    );
    from = at + needle.length;
  }
  parts.push(text.slice(from));
  return parts;
}

/** The filters beside the search box, with their select and tag widgets: loaded after the list. */
const MessageHistoryFilterFields = lazyComponent(() => import('./lazy/MessageHistoryFilterFields'));

/**
 * 消息记录 (vip): the switch card, then every message the robot posted, newest first, filtered by word, chat
 * kind, sender, type, period and one conversation (a row's conversation name sets it), 导出 CSV and 清空记录.
 */
export function MessageHistoryView({
  load,
  loadLink,
  onEnable,
  onDisable,
  onClear,
  onExport,
  onDownload = downloadUrl,
}: MessageHistoryViewProps) {
  const t = useMessageHistoryMessages();
  const locale = useAtomValue(localeAtom);
  const [link, setLink] = useState<LinkStatus>({ status: 'loading' });
  const [linkGeneration, setLinkGeneration] = useState(0);
  const reloadLink = useCallback(() => setLinkGeneration((n) => n + 1), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `linkGeneration` is the reload trigger.
  useEffect(() => {
    let live = true;
    setLink((current) => (current.status === 'ready' ? current : { status: 'loading' }));
    loadLink().then(
      (state) => live && setLink({ status: 'ready', state }),
      () => live && setLink({ status: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [loadLink, linkGeneration]);

  const list = usePagedList<MessageRecord, MessageHistoryFilters>(
    ({ current, pageSize, ...filters }) => load({ current, pageSize, ...toMessageHistoryParams(filters) }),
    { filters: NO_MESSAGE_FILTERS },
  );
  const filters = list.query.filters;
  // The chosen conversation's name, for its chip (the filter itself is its id).
  const [chatName, setChatName] = useState('');
  // Remounts the search box when the filters are cleared (it keeps what is typed).
  const [searchKey, setSearchKey] = useState(0);
  const [exporting, setExporting] = useState(false);

  const clearFilters = () => {
    list.filter(NO_MESSAGE_FILTERS);
    setChatName('');
    setSearchKey((n) => n + 1);
  };
  const filterByChat = (row: MessageRecord) => {
    setChatName(row.conversationName || row.conversationId);
    list.filter({ chatId: row.conversationId });
  };
  // New messages arrive while the page is open: 刷新 loads the current page and the counts again.
  const refresh = () => {
    list.reload();
    reloadLink();
  };
  const exportCsv = async () => {
    setExporting(true);
    try {
      const { url } = await onExport(toMessageHistoryParams(filters));
      onDownload(url);
      notify.success(t.exported);
    } catch {
      // The API client has shown why.
    } finally {
      setExporting(false);
    }
  };
  const clear = async () => {
    const stored = link.status === 'ready' ? link.state.stored : (list.data?.count ?? 0);
    const ok = await askConfirm({
      title: t.clearTitle,
      message: format(t.clearConfirm, { stored }),
      confirmLabel: t.clearOk,
      variant: 'danger',
    });
    if (!ok) return;
    try {
      await onClear();
    } catch {
      return;
    }
    notify.success(t.cleared);
    list.reload();
    reloadLink();
  };

  const columns: TableColumn<MessageRecord>[] = [
    {
      key: 'time',
      title: t.columns.time,
      width: 180,
      isRowHeader: true,
      render: (row) => formatDateTime(row.time, locale),
    },
    {
      key: 'chat',
      title: t.columns.chat,
      width: 200,
      render: (row) => {
        const name = row.conversationName || row.conversationId;
        return (
          <span className={styles.inline}>
            <Badge variant={row.isRoom ? 'info' : 'default'}>{row.isRoom ? t.room : t.friend}</Badge>
            <Button
              variant="link"
              size="sm"
              aria-label={format(t.filterByChat, { name })}
              onPress={() => filterByChat(row)}
            >
              {name}
            </Button>
          </span>
        );
      },
    },
    {
      key: 'sender',
      title: t.columns.sender,
      width: 140,
      render: (row) =>
        row.isMyself ? <Badge variant="brand">{t.robot}</Badge> : row.senderName || row.senderAlias || row.senderId,
    },
    { key: 'type', title: t.columns.type, width: 100 },
    {
      key: 'content',
      title: t.columns.content,
      render: (row) => (
        <span className={styles.content}>
          <Highlighted text={row.content} word={filters.word} />
          {row.url && isWebUrl(row.url) && (
            <>
              {row.content ? ' ' : null}
              <a
                className={styles.link}
                href={row.url}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={format(t.openLinkLabel, { url: row.url })}
              >
                {t.openLink}
              </a>
            </>
          )}
        </span>
      ),
    },
  ];

  const isOff = link.status === 'ready' && !link.state.enabled;
  const filterBar = (
    <>
      <ListSearchField
        key={searchKey}
        label={t.search}
        placeholder={t.searchPlaceholder}
        onSearch={(word) => list.filter({ word })}
      />
      <Suspense fallback={null}>
        <MessageHistoryFilterFields filters={filters} onFilter={list.filter} chatName={chatName} />
      </Suspense>
    </>
  );
  const refreshButton = (
    <Button variant="secondary" onPress={refresh}>
      {t.refresh}
    </Button>
  );
  const actions = (
    <>
      {refreshButton}
      <Button variant="secondary" onPress={() => void exportCsv()} isPending={exporting}>
        {t.export}
      </Button>
      <Button variant="danger" onPress={() => void clear()}>
        {t.clear}
      </Button>
    </>
  );

  return (
    <ListPage
      title={t.title}
      header={<MessageHistorySwitch link={link} onReload={reloadLink} onEnable={onEnable} onDisable={onDisable} />}
      filters={filterBar}
      primaryAction={actions}
      list={list}
      aria-label={t.tableLabel}
      columns={columns}
      getRowKey={(row) => row.id}
      empty={{
        title: isOff ? t.emptyOff : t.emptyOn,
        description: isOff ? t.emptyOffDescription : t.emptyOnDescription,
        // Off: the switch card above is the way on. On: 刷新 shows what arrived since.
        action: isOff ? undefined : refreshButton,
      }}
      noMatch={
        <span className={styles.inline}>
          {t.noMatch}
          <Button variant="link" size="sm" onPress={clearFilters}>
            {t.clearFilters}
          </Button>
        </span>
      }
      minWidth={820}
    />
  );
}
