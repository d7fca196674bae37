import { type CallbackTestRequest, type CallbackTestResult, CallbackTestStatus, isHttpUrl } from '@weassit/contract';
import { Alert, Button } from '@weassit/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { format } from '../../../lib/i18n/format';
import { useCallbackFormMessages } from '../callback-form-messages';
import * as styles from './CallbackRuleForm.css';

export interface CallbackTestPanelProps {
  /** The request the current values make (address, first keyword, parameters, time-out). */
  request: CallbackTestRequest;
  /** Asks the server to call the address once. */
  onTest: (request: CallbackTestRequest) => Promise<CallbackTestResult>;
}

type TestState =
  | { phase: 'idle' }
  | { phase: 'running'; key: string }
  | { phase: 'done'; key: string; result?: CallbackTestResult; message?: string };

const VARIANT: Record<CallbackTestStatus, 'success' | 'warning' | 'error'> = {
  [CallbackTestStatus.OK]: 'success',
  [CallbackTestStatus.NOT_DOCUMENTED]: 'warning',
  [CallbackTestStatus.HTTP_ERROR]: 'error',
  [CallbackTestStatus.REDIRECT]: 'warning',
  [CallbackTestStatus.TIMEOUT]: 'error',
  [CallbackTestStatus.TOO_LARGE]: 'error',
  [CallbackTestStatus.UNREACHABLE]: 'error',
  [CallbackTestStatus.BLOCKED]: 'error',
};

/** Characters of an answer shown: enough to read it, short enough for the dialog. */
const SHOWN_MAX = 4000;

/** A JSON answer indented for reading; anything else as it came; a long one cut short. */
function readable(body: string): string {
  let text = body;
  try {
    text = JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    // Not JSON: shown as it came.
  }
  return text.length > SHOWN_MAX ? `${text.slice(0, SHOWN_MAX)}…` : text;
}

/**
 * 测试: the server calls the address once with a sample request and the panel shows what was sent, what came back
 * and whether it follows the documented structure. A result belongs to the values it was made with: an edit
 * hides it.
 */
export function CallbackTestPanel({ request, onTest }: CallbackTestPanelProps) {
  const t = useCallbackFormMessages();
  const hintId = useId();
  const [state, setState] = useState<TestState>({ phase: 'idle' });
  const live = useRef(true);
  useEffect(
    () => () => {
      live.current = false;
    },
    [],
  );
  const key = JSON.stringify(request);

  const run = async () => {
    if (!isHttpUrl(request.url)) {
      setState({ phase: 'done', key, message: t.testNeedsAddress });
      return;
    }
    setState({ phase: 'running', key });
    try {
      const result = await onTest(request);
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
          {result.problems.length > 0 && (
            <>
              <p className={styles.helpTitle}>{t.testProblems}</p>
              <ul className={styles.problems}>
                {result.problems.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </ul>
            </>
          )}
        </Alert>
      )}
      {result && (
        <>
          <p className={styles.helpTitle}>{t.testRequest}</p>
          <pre className={styles.pre}>{JSON.stringify(result.request, null, 2)}</pre>
          <p className={styles.helpTitle}>
            {result.httpStatus === undefined
              ? format(t.testNoAnswer, { ms: result.elapsedMs })
              : format(t.testAnswer, { status: result.httpStatus, ms: result.elapsedMs })}
          </p>
          {result.body !== undefined && <pre className={styles.pre}>{readable(result.body)}</pre>}
        </>
      )}
    </div>
  );
}
