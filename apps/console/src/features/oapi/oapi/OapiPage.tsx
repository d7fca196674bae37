import type { ApiKeyKind, ApiKeys } from '@weassit/contract';
import { useState } from 'react';
import { PasswordPromptDialog } from '../../../components/PasswordPrompt/PasswordPromptDialog';
import { format } from '../../../lib/i18n/format';
import { notify } from '../../../lib/notify';
import { getApiAuth } from './get-api-auth';
import { useOapiMessages } from './messages';
import { OapiView } from './OapiView';
import { resetApiAuth } from './reset-api-auth';

/** What the password prompt is open for. */
type Prompt = { action: 'reveal' } | { action: 'reset'; kind: ApiKeyKind };

/** Shows and resets the key pairs, each only after the password is given again; copies a key. */
export function OapiPage() {
  const t = useOapiMessages();
  const [keys, setKeys] = useState<Partial<ApiKeys>>({});
  const [prompt, setPrompt] = useState<Prompt | null>(null);
  const [isPending, setPending] = useState(false);
  const [error, setError] = useState<string | undefined>(undefined);

  const open = (next: Prompt) => {
    setError(undefined);
    setPrompt(next);
  };

  const onCopy = async (name: string, value: string) => {
    try {
      await navigator.clipboard.writeText(value);
      notify.success(format(t.copied, { name }));
    } catch {
      notify.error(t.copyFailed);
    }
  };

  const onSubmit = async (password: string) => {
    if (!prompt) return;
    setPending(true);
    try {
      if (prompt.action === 'reveal') {
        setKeys(await getApiAuth(password));
      } else {
        const pair = await resetApiAuth(prompt.kind, password);
        setKeys((current) => ({ ...current, [prompt.kind]: pair }));
        notify.success(t.resetDone);
      }
      setPrompt(null);
    } catch (failure) {
      // The API client shows it as a toast too; here it stays next to the field.
      setError(failure instanceof Error ? failure.message : undefined);
    } finally {
      setPending(false);
    }
  };

  const resetName = prompt?.action === 'reset' ? (prompt.kind === 'robot' ? t.robotTitle : t.openApiTitle) : '';
  return (
    <>
      <OapiView
        keys={keys}
        onReveal={() => open({ action: 'reveal' })}
        onReset={(kind) => open({ action: 'reset', kind })}
        onCopy={onCopy}
      />
      <PasswordPromptDialog
        isOpen={prompt !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen && !isPending) setPrompt(null);
        }}
        title={prompt?.action === 'reset' ? format(t.resetTitle, { name: resetName }) : t.revealTitle}
        description={
          prompt?.action === 'reset' ? (prompt.kind === 'robot' ? t.resetRobot : t.resetOpenApi) : t.revealDescription
        }
        confirmLabel={prompt?.action === 'reset' ? t.resetOk : t.revealKeys}
        variant={prompt?.action === 'reset' ? 'danger' : 'primary'}
        isPending={isPending}
        error={error}
        onSubmit={onSubmit}
      />
    </>
  );
}
