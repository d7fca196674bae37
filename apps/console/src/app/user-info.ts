import { startTransition } from 'react';
import { clearSessionAtom, tokenAtom, userIdAtom, userInfoAtom } from '../lib/session';
import { store } from '../lib/store';
import { getUserInfo } from '../lib/user-api';

/** The info fetch of the current token, shared by every guard that mounts while it runs (StrictMode, nesting). */
let pending: { token: string; promise: Promise<boolean> } | null = null;

/**
 * Fetches the logged-in user's info once per token, unless it is known already: the info goes to userInfoAtom;
 * a failure clears the session (the API client shows the error), which sends the user to the login page. The
 * boot preload starts it before the first render, the guard joins it. Resolves true when the info is there,
 * false for a visitor or a failed fetch.
 */
export function loadUserInfo(): Promise<boolean> {
  const token = store.get(tokenAtom);
  if (!token) return Promise.resolve(false);
  if (store.get(userInfoAtom)) return Promise.resolve(true);
  if (pending?.token === token) return pending.promise;
  const promise = getUserInfo(store.get(userIdAtom)).then(
    (loaded) => {
      if (store.get(tokenAtom) !== token) return false;
      // A transition: the console's first render (frame, menu, page) is then cut into short tasks that leave
      // the main thread free in between, instead of one long one.
      startTransition(() => store.set(userInfoAtom, loaded));
      return true;
    },
    () => {
      if (store.get(tokenAtom) === token) store.set(clearSessionAtom);
      return false;
    },
  );
  pending = { token, promise };
  void promise.finally(() => {
    if (pending?.token === token) pending = null;
  });
  return promise;
}
