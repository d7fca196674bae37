import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { bearer, signupAndLogin } from './accounts-helper.ts';
import { testConfig } from './helper.ts';
import { databaseEnv } from './process-helper.ts';

const run = promisify(execFile);
const CLI = path.resolve(import.meta.dirname, '../src/admin-cli.ts');

describe('npm run admin', () => {
  it('grants VIP and custom routes on the server database, and lists accounts', async () => {
    const config = await testConfig();
    const env = { PATH: process.env.PATH ?? '', ...databaseEnv(config) };
    const app = await buildApp(config, { logger: false });
    try {
      const user = await signupAndLogin(app);
      await run(process.execPath, [CLI, 'role', user.email.toUpperCase(), 'vip'], { env });
      await run(process.execPath, [CLI, 'custom', user.email, 'gptChat, custom'], { env });
      const info = await app.inject({ method: 'POST', url: '/v1/api/user/info', headers: bearer(user) });
      expect(info.json().data).toMatchObject({
        role: 'vip',
        roleInfo: { role: 'vip' },
        customRole: { router: ['gptChat', 'custom'] },
      });
      const { stdout } = await run(process.execPath, [CLI, 'list'], { env });
      expect(stdout).toContain(`${user.email}\t`);
      expect(stdout).toContain('\tvip\tgptChat,custom');
      const events = await app.db.kysely
        .selectFrom('audit_log')
        .select('event')
        .where('user_id', '=', user.userId)
        .execute();
      expect(events.map((e) => e.event)).toEqual(expect.arrayContaining(['role_changed', 'custom_routes_changed']));
    } finally {
      await app.close();
    }
  });

  it('refuses an unknown account, role or command with exit code 2', async () => {
    const config = await testConfig();
    const env = { PATH: process.env.PATH ?? '', ...databaseEnv(config) };
    for (const args of [
      ['role', 'nobody@example.com', 'vip'],
      ['role', 'a@b.cn'],
      ['promote', 'a@b.cn', 'x'],
    ]) {
      const error = await run(process.execPath, [CLI, ...args], { env }).catch(
        (e: { code: number; stderr: string }) => e,
      );
      expect(error).toMatchObject({ code: 2 });
    }
  });
});
