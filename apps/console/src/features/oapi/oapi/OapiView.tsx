import type { ApiKeyKind, ApiKeys } from '@weassit/contract';
import { PageWrapper } from '@weassit/ui';
import { column } from '../../../components/column.css';
import { useConsoleMessages } from '../../../lib/i18n/console/catalogues';
import { ApiKeyCard } from './ApiKeyCard';
import { useOapiMessages } from './messages';
import * as styles from './OapiView.css';
import { OpenApiGuide } from './OpenApiGuide';

export interface OapiViewProps {
  /** The pairs revealed so far (both after 显示密钥, one after its reset). */
  keys: Partial<ApiKeys>;
  /** Asks for the password, then shows both pairs. */
  onReveal: () => void;
  /** Asks for the password, then replaces one pair. */
  onReset: (kind: ApiKeyKind) => void;
  onCopy: (name: string, value: string) => void;
}

/**
 * The open API page: the robot's key pair and the open API's, each behind the password (masked, copyable,
 * resettable), and how to call the API.
 */
export function OapiView({ keys, onReveal, onReset, onCopy }: OapiViewProps) {
  const title = useConsoleMessages().routes.oapi;
  const t = useOapiMessages();
  return (
    <PageWrapper title={title}>
      <div className={column.lg}>
        <p className={styles.hint}>{t.credentialsHint}</p>
        <ApiKeyCard
          title={t.openApiTitle}
          hint={t.openApiHint}
          pair={keys.openApi}
          onReveal={onReveal}
          onReset={() => onReset('openApi')}
          onCopy={onCopy}
        />
        <ApiKeyCard
          title={t.robotTitle}
          hint={t.robotHint}
          pair={keys.robot}
          onReveal={onReveal}
          onReset={() => onReset('robot')}
          onCopy={onCopy}
        />
        <OpenApiGuide />
      </div>
    </PageWrapper>
  );
}
