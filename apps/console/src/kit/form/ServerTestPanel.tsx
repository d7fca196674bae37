import { Alert, Button } from '@weassit/ui';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import * as styles from './ServerTestPanel.css';

export interface ServerTestTexts {
  test: string;
  testing: string;
  /** Under the button: what the test does. */
  hint: string;
  /** The request could not be made (rate limit, network, vip: the API client has said which). */
  failed: string;
}

export interface ServerTestPanelProps<R> {
  /** What the current form values would test; a result is shown only while they stay the same. */
  subject: string;
  /** Why the test cannot run with these values (e.g. no address yet), or undefined. */
  blocked: () => string | undefined;
  /** Asks the server to run the test once. */
  run: () => Promise<R>;
  /** The answer, under the button. */
  renderResult: (result: R) => ReactNode;
  texts: ServerTestTexts;
}

type TestState<R> =
  | { phase: 'idle' }
  | { phase: 'running'; subject: string }
  | { phase: 'done'; subject: string; result?: R; message?: string };

/**
 * A "test it from the server" panel in a form dialog (测试订阅, 测试回调, …): a button with its hint, a running
 * state, and the server's answer or why the test did not run. An answer belongs to the values it was made with:
 * editing them hides it.
 */
export function ServerTestPanel<R>({ subject, blocked, run, renderResult, texts: t }: ServerTestPanelProps<R>) {
  const hintId = useId();
  const [state, setState] = useState<TestState<R>>({ phase: 'idle' });
  const live = useRef(true);
  useEffect(
    () => () => {
      live.current = false;
    },
    [],
  );

  const start = async () => {
    const reason = blocked();
    if (reason) {
      setState({ phase: 'done', subject, message: reason });
      return;
    }
    setState({ phase: 'running', subject });
    try {
      const result = await run();
      if (live.current) setState({ phase: 'done', subject, result });
    } catch {
      if (live.current) setState({ phase: 'done', subject, message: t.failed });
    }
  };

  const shown = state.phase === 'done' && state.subject === subject ? state : undefined;
  return (
    <div className={styles.column}>
      <div className={styles.bar}>
        <Button
          variant="secondary"
          onPress={() => void start()}
          isPending={state.phase === 'running'}
          aria-describedby={hintId}
        >
          {state.phase === 'running' ? t.testing : t.test}
        </Button>
        <p id={hintId} className={styles.hint}>
          {t.hint}
        </p>
      </div>
      {shown && shown.result === undefined && <Alert variant="error" title={shown.message} />}
      {shown?.result !== undefined && renderResult(shown.result)}
    </div>
  );
}
