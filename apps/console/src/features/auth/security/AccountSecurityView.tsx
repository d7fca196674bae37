import type { ChangePasswordRequest, SessionInfo } from '@weassit/contract';
import { Button, InfoCard, PageWrapper } from '@weassit/ui';
import { column } from '../../../components/column.css';
import { useConsoleMessages } from '../../../lib/i18n/console/catalogues';
import * as styles from './AccountSecurityView.css';
import { ChangePasswordForm } from './ChangePasswordForm';
import { useSecurityMessages } from './messages';
import { SessionList } from './SessionList';

export interface AccountSecurityViewProps {
  onChangePassword: (request: ChangePasswordRequest) => Promise<boolean>;
  isChangingPassword?: boolean;
  /** The live sessions; undefined while loading. */
  sessions: SessionInfo[] | undefined;
  sessionsFailed?: boolean;
  onReloadSessions: () => void;
  onRevokeSession: (session: SessionInfo) => void;
  revokingId?: string | undefined;
  /** Opens the password prompt of 退出所有设备. */
  onLogoutEverywhere: () => void;
}

/** The account page: change the password, see and end signed-in sessions, log out everywhere. */
export function AccountSecurityView({
  onChangePassword,
  isChangingPassword = false,
  sessions,
  sessionsFailed = false,
  onReloadSessions,
  onRevokeSession,
  revokingId,
  onLogoutEverywhere,
}: AccountSecurityViewProps) {
  const title = useConsoleMessages().routes.accountSecurity;
  const t = useSecurityMessages();
  return (
    <PageWrapper title={title}>
      <div className={column.lg}>
        <InfoCard title={t.passwordTitle} headingLevel={2}>
          <p className={styles.hint}>{t.passwordHint}</p>
          <ChangePasswordForm onSubmit={onChangePassword} isPending={isChangingPassword} />
        </InfoCard>
        <InfoCard
          title={t.sessionsTitle}
          headingLevel={2}
          extra={
            <Button variant="danger" size="sm" onPress={onLogoutEverywhere}>
              {t.logoutAll}
            </Button>
          }
        >
          <p className={styles.hint}>{t.sessionsHint}</p>
          <p className={styles.hint}>{t.logoutAllHint}</p>
          <SessionList
            sessions={sessions}
            hasError={sessionsFailed}
            onRetry={onReloadSessions}
            onRevoke={onRevokeSession}
            revokingId={revokingId}
          />
        </InfoCard>
      </div>
    </PageWrapper>
  );
}
