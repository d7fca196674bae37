import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { type ActivationState, ActiveEmailView } from './ActiveEmailView';
import { activateEmail } from './activate-email';

/** One call per token: the link works once, and StrictMode runs effects twice in development. */
const activations = new Map<string, Promise<null>>();
function activateOnce(token: string): Promise<null> {
  let call = activations.get(token);
  if (!call) {
    call = activateEmail(token);
    activations.set(token, call);
  }
  return call;
}

/** The page of the mailed activation link (`?token=`). */
export function ActiveEmailPage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const [state, setState] = useState<ActivationState>(token ? 'activating' : 'failed');
  useEffect(() => {
    if (!token) return;
    let live = true;
    activateOnce(token).then(
      () => live && setState('done'),
      () => live && setState('failed'),
    );
    return () => {
      live = false;
    };
  }, [token]);
  return <ActiveEmailView state={state} />;
}
