import type { ApiCredentials } from '@weassit/contract';
import { Button, InfoCard, PageWrapper, Skeleton } from '@weassit/ui';
import { column } from '../../../components/column.css';
import { useConsoleMessages } from '../../../lib/i18n/console/catalogues';
import { CredentialField } from '../components/CredentialField';
import { OpenApiGuide } from '../components/OpenApiGuide';
import * as styles from './OapiView.css';

export interface OapiViewProps {
  /** The key pair; undefined while loading. */
  credentials: ApiCredentials | undefined;
  onCopy: (name: string, value: string) => void;
  onReset: () => void;
  isResetting?: boolean;
}

/** The open API page: the key pair (masked, copyable, resettable) and how to call the API. */
export function OapiView({ credentials, onCopy, onReset, isResetting = false }: OapiViewProps) {
  const t = useConsoleMessages();
  return (
    <PageWrapper title={t.routes.oapi}>
      <div className={column.lg}>
        <InfoCard
          title={t.oapi.credentialsTitle}
          headingLevel={2}
          extra={
            <Button variant="danger" size="sm" onPress={onReset} isPending={isResetting} isDisabled={!credentials}>
              {t.oapi.reset}
            </Button>
          }
        >
          <p className={styles.hint}>{t.oapi.credentialsHint}</p>
          {credentials ? (
            <dl className={styles.list}>
              <CredentialField name={t.oapi.apiKey} value={credentials.apiKey} onCopy={onCopy} />
              <CredentialField name={t.oapi.apiSecret} value={credentials.apiSecret} onCopy={onCopy} />
            </dl>
          ) : (
            <Skeleton lines={2} />
          )}
        </InfoCard>
        <OpenApiGuide />
      </div>
    </PageWrapper>
  );
}
