import { EmptyState, InfoCard, Skeleton } from '@weassit/ui';
import { useAtomValue } from 'jotai';
import { formatDateTime } from '../../../lib/i18n/format-date';
import { localeAtom } from '../../../lib/i18n/messages';
import * as styles from './DashboardCards.css';
import type { Notice } from './get-notices';
import { useDashboardMessages } from './messages';

/** The administrators' notices (`/api/common/message`), newest first. */
export function NoticeList({ notices }: { notices: Notice[] | undefined }) {
  const t = useDashboardMessages();
  const locale = useAtomValue(localeAtom);
  return (
    <InfoCard title={t.noticesTitle} headingLevel={2}>
      {notices === undefined ? (
        <Skeleton lines={2} />
      ) : notices.length === 0 ? (
        <EmptyState title={t.noNotices} headingLevel={3} />
      ) : (
        <ul className={styles.noticeList}>
          {notices.map((notice) => (
            <li key={notice.id} className={styles.notice}>
              <span>{notice.text}</span>
              <time className={styles.noticeTime} dateTime={new Date(notice.createdAt).toISOString()}>
                {formatDateTime(notice.createdAt, locale)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </InfoCard>
  );
}
