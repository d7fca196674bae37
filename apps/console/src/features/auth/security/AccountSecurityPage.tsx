import type { ChangePasswordRequest, SessionInfo } from '@weassit/contract';
import { useSetAtom } from 'jotai';
import { lazy, Suspense, startTransition, useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { askConfirm, notify } from '../../../lib/notify';
import { clearSessionAtom } from '../../../lib/session';
import { AccountSecurityView } from './AccountSecurityView';
import { changePassword } from './change-password';
import { listSessions } from './list-sessions';
import { logoutEverywhere } from './logout-everywhere';
import { useSecurityMessages } from './messages';
import { revokeSession } from './revoke-session';

// The dialog and its form widgets load the first time 退出所有设备 is pressed, not with the page.
const PasswordPromptDialog = lazy(() =>
  import('../../../components/PasswordPrompt/PasswordPromptDialog').then((m) => ({ default: m.PasswordPromptDialog })),
);

/** Loads the sessions; changes the password, ends a session (after a confirmation) or all of them (password). */
export function AccountSecurityPage() {
  const t = useSecurityMessages();
  const navigate = useNavigate();
  const clearSession = useSetAtom(clearSessionAtom);
  const [sessions, setSessions] = useState<SessionInfo[] | undefined>(undefined);
  const [sessionsFailed, setSessionsFailed] = useState(false);
  const [isChangingPassword, setChangingPassword] = useState(false);
  const [revokingId, setRevokingId] = useState<string | undefined>(undefined);
  const [isPromptOpen, setPromptOpen] = useState(false);
  const [isLoggingOut, setLoggingOut] = useState(false);
  const [promptError, setPromptError] = useState<string | undefined>(undefined);

  const load = useCallback(() => {
    setSessionsFailed(false);
    listSessions().then(setSessions, () => {
      setSessions(undefined);
      setSessionsFailed(true);
    });
  }, []);
  useEffect(load, [load]);

  const onChangePassword = async (request: ChangePasswordRequest) => {
    setChangingPassword(true);
    try {
      await changePassword(request);
    } catch {
      // The API client shows why (wrong current password, too many attempts).
      return false;
    } finally {
      setChangingPassword(false);
    }
    notify.success(t.passwordChanged);
    load();
    return true;
  };

  const onRevokeSession = async (session: SessionInfo) => {
    const confirmed = await askConfirm({
      title: t.revokeTitle,
      message: t.revokeConfirm,
      confirmLabel: t.revokeOk,
      variant: 'danger',
    });
    if (!confirmed) return;
    setRevokingId(session.id);
    try {
      await revokeSession(session.id);
      notify.success(t.revoked);
    } catch {
      // Shown by the API client; the list is reloaded either way.
    } finally {
      setRevokingId(undefined);
    }
    load();
  };

  const onLogoutEverywhere = async (password: string) => {
    setLoggingOut(true);
    try {
      await logoutEverywhere(password);
    } catch (failure) {
      setPromptError(failure instanceof Error ? failure.message : undefined);
      setLoggingOut(false);
      return;
    }
    notify.success(t.logoutAllDone);
    // This session ended too: forget it and go to the login page in one transition (no redirect query).
    startTransition(() => {
      clearSession();
      navigate(paths.login.getHref(), { replace: true });
    });
  };

  return (
    <>
      <AccountSecurityView
        onChangePassword={onChangePassword}
        isChangingPassword={isChangingPassword}
        sessions={sessions}
        sessionsFailed={sessionsFailed}
        onReloadSessions={load}
        onRevokeSession={onRevokeSession}
        revokingId={revokingId}
        onLogoutEverywhere={() => {
          setPromptError(undefined);
          setPromptOpen(true);
        }}
      />
      {isPromptOpen && (
        <Suspense fallback={null}>
          <PasswordPromptDialog
            isOpen={isPromptOpen}
            onOpenChange={(isOpen) => {
              if (!isLoggingOut) setPromptOpen(isOpen);
            }}
            title={t.logoutAllTitle}
            description={t.logoutAllDescription}
            confirmLabel={t.logoutAll}
            variant="danger"
            isPending={isLoggingOut}
            error={promptError}
            onSubmit={onLogoutEverywhere}
          />
        </Suspense>
      )}
    </>
  );
}
