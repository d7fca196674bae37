import { isHttpUrl, type RssTestRequest, type RssTestResult, RssTestStatus } from '@weassit/contract';
import { Alert, Button } from '@weassit/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { useRssMessages } from '../rss-messages';
import * as styles from './RssFeedDialog.css';

export interface RssTestPanelProps {
  /** The address in the form now. */
  rssUrl: string;
  /** Asks the server to fetch the feed once. */
  onTest: (request: RssTestRequest) => Promise<RssTestResult>;
}

type TestState =
  | { phase: 'idle' }
  | { phase: 'running'; key: string }
  | { phase: 'done'; key: string; result?: RssTestResult; message?: string };

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
 * the robot would push), or why it is not a usable feed. A result belongs to the address it was made with.
 */
export function RssTestPanel({ rssUrl, onTest }: RssTestPanelProps) {
  const t = useRssMessages();
  const hintId = useId();
  const [state, setState] = useState<TestState>({ phase: 'idle' });
  const live = useRef(true);
  useEffect(
    () => () => {
      live.current = false;
    },
    [],
  );
  const key = rssUrl.trim();

  const run = async () => {
    if (!isHttpUrl(key)) {
      setState({ phase: 'done', key, message: t.testNeedsAddress });
      return;
    }
    setState({ phase: 'running', key });
    try {
      const result = await onTest({ rssUrl: key });
      if (live.current) setState({ phase: 'done', key, result });
    } catch {
      // The API client has said why (rate limit, network, vip): the line says the test did not run.
      if (live.current) setState({ phase: 'done', key, message: t.testFailed });
    }
  };

  const shown = state.phase === 'done' && state.key === key ? state : undefined;
  const result = shown?.result;
  return (
    <div className={styles.column}>
      <div className={styles.testBar}>
        <Button
          variant="secondary"
          onPress={() => void run()}
          isPending={state.phase === 'running'}
          aria-describedby={hintId}
        >
          {state.phase === 'running' ? t.testing : t.test}
        </Button>
        <p id={hintId} className={styles.hint}>
          {t.testHint}
        </p>
      </div>
      {shown && !result && <Alert variant="error" title={shown.message} />}
      {result && (
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
    </div>
  );
}
