import { createStore } from 'jotai';
import { afterEach, describe, expect, it } from 'vitest';
import { getCookie } from './cookies';
import {
  clearSessionAtom,
  inviteCodeAtom,
  saveInviteCodeAtom,
  startSessionAtom,
  tokenAtom,
  userIdAtom,
} from './session';

afterEach(() => {
  localStorage.clear();
});

describe('session atoms', () => {
  it('keep the login in storage and in the two cookies, and forget it on clear', () => {
    const store = createStore();
    store.set(startSessionAtom, { token: 't-1', userId: 'u-1' });
    expect(store.get(tokenAtom)).toBe('t-1');
    expect(store.get(userIdAtom)).toBe('u-1');
    expect(localStorage.getItem('weassit_token')).toBe('t-1');
    expect(getCookie('weassit_token')).toBe('t-1');
    expect(getCookie('weassit_user_id')).toBe('u-1');
    store.set(clearSessionAtom);
    expect(store.get(tokenAtom)).toBeNull();
    expect(localStorage.getItem('weassit_user_id')).toBeNull();
    expect(getCookie('weassit_token')).toBeUndefined();
  });

  it('save the invite code once', () => {
    const store = createStore();
    store.set(saveInviteCodeAtom, ' FIRST ');
    store.set(saveInviteCodeAtom, 'SECOND');
    expect(store.get(inviteCodeAtom)).toBe('FIRST');
    expect(localStorage.getItem('weassit_invite_code')).toBe('FIRST');
  });
});
