import type { ApiCredentials } from '@weassit/contract';
import { useEffect, useState } from 'react';
import { useConsoleMessages } from '../../../lib/i18n/console/catalogues';
import { format } from '../../../lib/i18n/format';
import { askConfirm, notify } from '../../../lib/notify';
import { getApiAuth } from '../api/get-api-auth';
import { resetApiAuth } from '../api/reset-api-auth';
import { OapiView } from './OapiView';

/** Loads the key pair; copies and resets it (after a confirmation). */
export function OapiPage() {
  const t = useConsoleMessages().oapi;
  const [credentials, setCredentials] = useState<ApiCredentials | undefined>(undefined);
  const [isResetting, setResetting] = useState(false);

  useEffect(() => {
    let live = true;
    getApiAuth().then(
      (loaded) => live && setCredentials(loaded),
      () => {},
    );
    return () => {
      live = false;
    };
  }, []);

  const onCopy = async (name: string, value: string) => {
    try {
      await navigator.clipboard.writeText(value);
      notify.success(format(t.copied, { name }));
    } catch {
      notify.error(t.copyFailed);
    }
  };

  const onReset = async () => {
    const confirmed = await askConfirm({
      title: t.resetTitle,
      message: t.resetConfirm,
      confirmLabel: t.resetOk,
      variant: 'danger',
    });
    if (!confirmed) return;
    setResetting(true);
    try {
      setCredentials(await resetApiAuth());
      notify.success(t.resetDone);
    } catch {
      // The API client shows why.
    } finally {
      setResetting(false);
    }
  };

  return <OapiView credentials={credentials} onCopy={onCopy} onReset={onReset} isResetting={isResetting} />;
}
