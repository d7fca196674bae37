import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

export interface TestUser {
  email: string;
  password: string;
  userId: string;
  token: string;
}

let counter = 0;

/** Signs a fresh user up and logs them in over the real routes. */
export async function signupAndLogin(app: FastifyInstance, overrides: { email?: string } = {}): Promise<TestUser> {
  counter += 1;
  const email = overrides.email ?? `user${counter}-${Date.now()}@example.com`;
  const password = 'correct horse battery';
  const signup = await app.inject({
    method: 'POST',
    url: '/v1/api/signup',
    payload: { name: `用户${counter}`, email, password },
  });
  expect(signup.json()).toMatchObject({ code: 0 });
  const login = await app.inject({ method: 'POST', url: '/v1/api/login', payload: { email, password, codeType: 1 } });
  const body = login.json();
  expect(body).toMatchObject({ code: 0 });
  return { email, password, userId: body.data.userId, token: body.data.token };
}

export function bearer(user: { token: string }) {
  return { authorization: `Bearer ${user.token}` };
}

/** Grants the vip membership (as `admin-cli role <email> vip` does). */
export async function makeVip(app: FastifyInstance, user: { userId: string }, role: 'vip' | 'user' = 'vip') {
  await app.db.kysely.updateTable('users').set({ role }).where('id', '=', user.userId).execute();
}
