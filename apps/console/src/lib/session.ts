import { COOKIES, SESSION_TTL_MS, type UserInfo } from '@weassit/contract';
import { atom } from 'jotai';
import { getCookie, removeCookie, setCookie } from './cookies';
import { safeStorage } from './storage';
import { INVITE_CODE_KEY } from './storage-keys';

/** Lifetime of the token cookies: the server's session expiry (sliding), in days. */
const SESSION_DAYS = SESSION_TTL_MS / (24 * 60 * 60 * 1000);

/** The stored value: browser storage first, the cookie copy otherwise (spec §3, §4 "Login state"). */
function readPersisted(key: string): string | null {
  return safeStorage.get(key) ?? getCookie(key) ?? null;
}

function persist(key: string, value: string | null): void {
  if (value === null) {
    safeStorage.remove(key);
    removeCookie(key);
  } else {
    safeStorage.set(key, value);
    setCookie(key, value, SESSION_DAYS);
  }
}

const tokenBaseAtom = atom<string | null>(readPersisted(COOKIES.token));
const userIdBaseAtom = atom<string | null>(readPersisted(COOKIES.userId));

/** The login token, or null when logged out. */
export const tokenAtom = atom((get) => get(tokenBaseAtom));
/** The logged-in user's id, or null. */
export const userIdAtom = atom((get) => get(userIdBaseAtom));

/** The current user's info (`/api/user/info`), loaded once per session by the auth guard. */
export const userInfoAtom = atom<UserInfo | null>(null);

/** Stores a fresh login in storage and the two cookies. */
export const startSessionAtom = atom(null, (_get, set, session: { token: string; userId: string }) => {
  persist(COOKIES.token, session.token);
  persist(COOKIES.userId, session.userId);
  set(tokenBaseAtom, session.token);
  set(userIdBaseAtom, session.userId);
  set(userInfoAtom, null);
});

/** Forgets the session everywhere (logout, logged-out answer, failed info fetch). */
export const clearSessionAtom = atom(null, (_get, set) => {
  persist(COOKIES.token, null);
  persist(COOKIES.userId, null);
  set(tokenBaseAtom, null);
  set(userIdBaseAtom, null);
  set(userInfoAtom, null);
});

/** VIP is `info.role === 'vip'` (spec §6). */
export const isVipAtom = atom((get) => get(userInfoAtom)?.role === 'vip');

/** Route names of the custom entitlement (`customRole.router`); empty without it. */
export const customRoutesAtom = atom((get) => get(userInfoAtom)?.customRole?.router ?? []);

/** The invite code saved from the first `r` query parameter seen, sent on sign-up. */
const inviteCodeBaseAtom = atom<string | null>(safeStorage.get(INVITE_CODE_KEY));
export const inviteCodeAtom = atom((get) => get(inviteCodeBaseAtom));

/** Saves `code` as the invite code unless one is saved already ("saved once"). */
export const saveInviteCodeAtom = atom(null, (get, set, code: string) => {
  const value = code.trim().slice(0, 64);
  if (!value || get(inviteCodeBaseAtom)) return;
  safeStorage.set(INVITE_CODE_KEY, value);
  set(inviteCodeBaseAtom, value);
});
