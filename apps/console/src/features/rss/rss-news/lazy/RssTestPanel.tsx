import { isHttpUrl, type RssTestRequest, type RssTestResult, RssTestStatus } from '@weassit/contract';
import { Alert } from '@weassit/ui';
import { ServerTestPanel } from '../../../../kit/form/ServerTestPanel';
import { useRssMessages } from '../messages';
import * as styles from './RssFeedDialog.css';

export interface RssTestPanelProps {
  /** The address in the form now. */
  rssUrl: string;
  /** Asks the server to fetch the feed once. */
  onTest: (request: RssTestRequest) => Promise<RssTestResult>;
}

const VARIANT: Record<RssTestStatus, 'success' | 'warning' | 'error'> = {
  [RssTestStatus.OK]: 'success',
  [RssTestStatus.EMPTY]: 'warning',
  [RssTestStatus.NOT_A_FEED]: 'error',
  [RssTestStatus.HTTP_ERROR]: 'error',
  [RssTestStatus.REDIRECT]: 'warning',
  [RssTestStatus.TIMEOUT]: 'error',
  [RssTestStatus.TOO_LARGE]: 'error',
  [RssTestStatus.UNREACHABLE]: 'error',
  [RssTestStatus.BLOCKED]: 'error',
};

/**
 * 测试订阅: the server fetches the address once and the panel shows the feed's title and its newest item (what
 * the robot would push), or why it is not a usable feed.
 */
export function RssTestPanel({ rssUrl, onTest }: RssTestPanelProps) {
  const t = useRssMessages();
  const address = rssUrl.trim();
  return (
    <ServerTestPanel
      subject={address}
      blocked={() => (isHttpUrl(address) ? undefined : t.testNeedsAddress)}
      run={() => onTest({ rssUrl: address })}
      texts={{ test: t.test, testing: t.testing, hint: t.testHint, failed: t.testFailed }}
      renderResult={(result) => (
        <Alert variant={VARIANT[result.status]} title={result.message}>
          {(result.title || result.item) && (
            <dl className={styles.facts}>
              {result.title && (
                <>
                  <dt className={styles.factLabel}>{t.testFeedTitle}</dt>
                  <dd className={styles.factValue}>{result.title}</dd>
                </>
              )}
              {result.item && (
                <>
                  <dt className={styles.factLabel}>{t.testItemTitle}</dt>
                  <dd className={styles.factValue}>{result.item.title}</dd>
                  {result.item.link && (
                    <>
                      <dt className={styles.factLabel}>{t.testItemLink}</dt>
                      <dd className={styles.factValue}>{result.item.link}</dd>
                    </>
                  )}
                  {result.item.date && (
                    <>
                      <dt className={styles.factLabel}>{t.testItemDate}</dt>
                      <dd className={styles.factValue}>{result.item.date}</dd>
                    </>
                  )}
                </>
              )}
            </dl>
          )}
        </Alert>
      )}
    />
  );
}
