import type { AddressInfo } from 'node:net';
import { ErrorCode } from '@weassit/contract';
import { SMTPServer } from 'smtp-server';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { testConfig } from './helper.ts';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A local SMTP server speaking the real protocol, standing in for the mail provider of SMTP_URL. */
async function fakeSmtp() {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, done) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString('utf8');
      });
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, received, close: () => new Promise<void>((r) => server.close(() => r())) };
}

/** The quoted-printable body decoded enough to find the link in it. */
function linkToken(raw: string): string {
  const body = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = /activeemail\?token=([\w-]+)/.exec(body);
  if (!match?.[1]) throw new Error(`no activation link in:\n${raw}`);
  return match[1];
}

describe('mail over SMTP_URL', () => {
  it('delivers the activation mail over SMTP and requires activation before log-in', async () => {
    const smtp = await fakeSmtp();
    const app = await buildApp(await testConfig({ smtpUrl: smtp.url, mailFrom: 'weassit <no-reply@example.com>' }), {
      logger: false,
    });
    try {
      const email = 'new.user@example.com';
      const password = 'long enough password';
      const signup = await app.inject({
        method: 'POST',
        url: '/v1/api/signup',
        payload: { name: '新用户', email, password },
      });
      expect(signup.json().code).toBe(0);
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]).toMatchObject({ from: 'no-reply@example.com', to: [email] });

      const early = await app.inject({ method: 'POST', url: '/v1/api/login', payload: { email, password } });
      expect(early.json()).toMatchObject({ code: ErrorCode.EMAIL_NOT_VERIFIED });
      expect(await app.db.kysely.selectFrom('sessions').select('token_hash').execute()).toHaveLength(0);

      const token = linkToken(smtp.received[0]?.raw ?? '');
      expect((await app.inject({ method: 'GET', url: `/v1/api/auth_email?token=${token}` })).json().code).toBe(0);
      const login = await app.inject({ method: 'POST', url: '/v1/api/login', payload: { email, password } });
      expect(login.json()).toMatchObject({ code: 0, data: { token: expect.any(String) } });
    } finally {
      await app.close();
      await smtp.close();
    }
  });

  it('keeps the account when the mail server is down, and says so in the log only', async () => {
    const app = await buildApp(await testConfig({ smtpUrl: 'smtp://127.0.0.1:1' }), { logger: false });
    try {
      const res = await app.inject({
        method: 'POST',
        url: '/v1/api/signup',
        payload: { name: '用户', email: 'down@example.com', password: 'long enough password' },
      });
      expect(res.json().code).toBe(0);
      expect(await app.db.kysely.selectFrom('users').select('email').execute()).toEqual([
        { email: 'down@example.com' },
      ]);
    } finally {
      await app.close();
    }
  });
});
