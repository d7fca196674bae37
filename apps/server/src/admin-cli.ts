import { ROLES, type Role } from '@weassit/contract';
import { ConfigError, loadConfig } from './config.ts';
import { connect, migrateToLatest } from './db/connect.ts';
import { apiCredentialsRepository } from './repositories/api-credentials.ts';
import { auditRepository } from './repositories/audit.ts';
import { noticesRepository } from './repositories/notices.ts';
import { usersRepository } from './repositories/users.ts';
import { normaliseEmail, toUserInfo } from './services/accounts.ts';

const USAGE = `Usage: npm run admin -- <command>
  list                               every account: e-mail, name, role, custom routes
  role <email> <user|vip>            grant or withdraw the VIP membership
  custom <email> <route,route,...>   set the custom entitlement's route names ("" withdraws it)
  notice "<text>"                    add a notice to every user's dashboard
  robot-keys <email>                 print the account's API key pair as JSON (created if none), for a robot
Uses the same DATA_DIR / DATABASE_URL as the server.`;

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

/** `npm run admin`: account administration from the command line, on the server's own database. */
async function main(args: string[]) {
  const [command, email, value] = args;
  if (!command || command === 'help' || command === '--help') {
    console.log(USAGE);
    return;
  }
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  const db = connect(config);
  try {
    await migrateToLatest(db);
    const users = usersRepository(db.kysely);
    if (command === 'list') {
      for (const user of await users.list()) {
        const info = toUserInfo(user);
        console.log(`${info.email}\t${info.name}\t${info.role}\t${info.customRole.router.join(',')}`);
      }
      return;
    }
    if (command === 'notice') {
      const text = email?.trim();
      if (!text || text.length > 500) fail('The notice needs 1 to 500 characters');
      await noticesRepository(db.kysely).add(text, Date.now());
      console.log(`notice added: ${text}`);
      return;
    }
    if (command === 'robot-keys') {
      const user = email ? await users.findByEmail(normaliseEmail(email)) : undefined;
      if (!user) fail(`No account with the e-mail ${email ?? ''}`);
      const keys = await apiCredentialsRepository(db.kysely).getOrCreate(user.id, Date.now());
      console.log(JSON.stringify({ apiKey: keys.api_key, apiSecret: keys.api_secret }));
      return;
    }
    if (command !== 'role' && command !== 'custom') fail(`Unknown command: ${command}\n\n${USAGE}`);
    if (!email || value === undefined) fail(USAGE);
    const user = await users.findByEmail(normaliseEmail(email));
    if (!user) fail(`No account with the e-mail ${email}`);
    const now = Date.now();
    const audit = auditRepository(db.kysely);
    if (command === 'role') {
      if (!(ROLES as readonly string[]).includes(value)) fail(`Role must be one of: ${ROLES.join(', ')}`);
      await users.setRole(user.id, value as Role, now);
      await audit.record(
        'role_changed',
        { userId: user.id, detail: { from: user.role, to: value, by: 'admin-cli' } },
        now,
      );
      console.log(`${user.email}: role ${user.role} → ${value}`);
    } else {
      const routes = value
        .split(',')
        .map((r) => r.trim())
        .filter(Boolean);
      if (routes.some((r) => !/^[A-Za-z][\w-]{0,63}$/.test(r))) fail('Route names are letters, digits, - and _');
      await users.setCustomRoutes(user.id, routes, now);
      await audit.record('custom_routes_changed', { userId: user.id, detail: { routes, by: 'admin-cli' } }, now);
      console.log(`${user.email}: custom routes [${routes.join(', ')}]`);
    }
  } finally {
    await db.kysely.destroy();
  }
}

await main(process.argv.slice(2));
