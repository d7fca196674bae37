import { type CallbackTestRequest, type CallbackTestResult, CallbackTestStatus, isHttpUrl } from '@weassit/contract';
import { Alert } from '@weassit/ui';
import { ServerTestPanel } from '../../../../kit/form/ServerTestPanel';
import { format } from '../../../../lib/i18n/format';
import * as styles from './CallbackRuleForm.css';
import { useCallbackFormMessages } from './messages';

export interface CallbackTestPanelProps {
  /** The request the current values make (address, first keyword, parameters, time-out). */
  request: CallbackTestRequest;
  /** Asks the server to call the address once. */
  onTest: (request: CallbackTestRequest) => Promise<CallbackTestResult>;
}

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
 * and whether it follows the documented structure.
 */
export function CallbackTestPanel({ request, onTest }: CallbackTestPanelProps) {
  const t = useCallbackFormMessages();
  return (
    <ServerTestPanel
      subject={JSON.stringify(request)}
      blocked={() => (isHttpUrl(request.url) ? undefined : t.testNeedsAddress)}
      run={() => onTest(request)}
      texts={{ test: t.test, testing: t.testing, hint: t.testHint, failed: t.testFailed }}
      renderResult={(result) => (
        <>
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
    />
  );
}
