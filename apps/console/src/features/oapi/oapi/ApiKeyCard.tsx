import type { ApiCredentials } from '@weassit/contract';
import { Button, InfoCard } from '@weassit/ui';
import * as styles from './ApiKeyCard.css';
import { CredentialField } from './CredentialField';
import { useOapiMessages } from './messages';

export interface ApiKeyCardProps {
  title: string;
  hint: string;
  /** The pair, once revealed with the password; undefined while hidden. */
  pair: ApiCredentials | undefined;
  onReveal: () => void;
  onReset: () => void;
  onCopy: (name: string, value: string) => void;
}

/** One key pair: hidden until the password is given, then masked per field (copyable), and resettable. */
export function ApiKeyCard({ title, hint, pair, onReveal, onReset, onCopy }: ApiKeyCardProps) {
  const t = useOapiMessages();
  return (
    <InfoCard
      title={title}
      headingLevel={2}
      extra={
        <Button variant="danger" size="sm" onPress={onReset}>
          {t.reset}
        </Button>
      }
    >
      <p className={styles.hint}>{hint}</p>
      {pair ? (
        <dl className={styles.list}>
          <CredentialField name={t.apiKey} value={pair.apiKey} onCopy={onCopy} />
          <CredentialField name={t.apiSecret} value={pair.apiSecret} onCopy={onCopy} />
        </dl>
      ) : (
        <div className={styles.hidden}>
          <span>{t.hidden}</span>
          <Button variant="secondary" size="sm" onPress={onReveal}>
            {t.revealKeys}
          </Button>
        </div>
      )}
    </InfoCard>
  );
}
