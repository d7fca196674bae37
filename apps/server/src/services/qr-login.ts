import { CONSOLE_BASE, ErrorCode, type LoginResult, QR_LOGIN_TTL_MS, type QrLoginStatus } from '@weassit/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { AppError } from '../lib/envelope.ts';
import { hashToken, newId, newToken } from '../lib/ids.ts';
import { auditRepository } from '../repositories/audit.ts';
import { qrLoginsRepository } from '../repositories/qr-logins.ts';
import { rateLimitsRepository } from '../repositories/rate-limits.ts';
import { openSession, type SessionClient } from './sessions.ts';

/** QR codes a single address may request a minute (the login page renews one every two minutes). */
export const QR_REQUEST_LIMIT = 30;

export interface QrLoginTicket {
  id: string;
  /** Only the waiting page holds it: whoever sees the QR code (the id) cannot collect the session. */
  secret: string;
  /** What the QR code encodes: the approval page, opened by an already logged-in phone. */
  qrContent: string;
  expiresAt: number;
}

/**
 * Scan-to-log-in: the login page asks for a ticket and shows its QR code; an operator already logged in on a
 * phone opens it, sees where the request comes from and approves; the waiting page's check then receives a
 * session. Tickets expire after two minutes and approve once.
 */
export async function createQrLogin(
  db: Kysely<Database>,
  client: SessionClient,
  origin: string,
): Promise<QrLoginTicket> {
  const now = Date.now();
  if ((await rateLimitsRepository(db).hit(`qr:ip:${client.ip}`, 60_000, now)) > QR_REQUEST_LIMIT) {
    throw new AppError(ErrorCode.RATE_LIMITED, undefined, 429);
  }
  const id = newId();
  const secret = newToken();
  const expiresAt = now + QR_LOGIN_TTL_MS;
  await qrLoginsRepository(db).insert({
    id,
    secret_hash: hashToken(secret),
    status: 'pending',
    user_id: null,
    requester_ip: client.ip,
    requester_agent: client.userAgent?.slice(0, 512) ?? null,
    created_at: now,
    expires_at: expiresAt,
  });
  return { id, secret, qrContent: `${origin}${CONSOLE_BASE}qr-login?id=${id}`, expiresAt };
}

/** What the waiting page learns; on approval, a session (once). */
export async function checkQrLogin(
  db: Kysely<Database>,
  ticket: { id: string; secret: string },
  client: SessionClient,
): Promise<{ status: QrLoginStatus } & Partial<LoginResult>> {
  const tickets = qrLoginsRepository(db);
  const row = await tickets.find(ticket.id);
  if (!row || row.secret_hash !== hashToken(ticket.secret)) throw new AppError(ErrorCode.LINK_EXPIRED, '二维码无效');
  const now = Date.now();
  if (row.status === 'consumed') return { status: 'consumed' };
  if (row.status === 'pending') return { status: row.expires_at <= now ? 'expired' : 'pending' };
  // Approved: hand out the session exactly once, even if two checks race.
  if (!(await tickets.consume(row.id)) || !row.user_id) return { status: 'consumed' };
  const token = await openSession(db, row.user_id, client);
  await auditRepository(db).record('login_ok', { userId: row.user_id, ip: client.ip, detail: { via: 'qr' } }, now);
  return { status: 'approved', token, userId: row.user_id };
}

/** Where a request comes from, shown on the phone before approving. */
export async function describeQrLogin(db: Kysely<Database>, id: string) {
  const row = await qrLoginsRepository(db).find(id);
  if (row?.status !== 'pending' || row.expires_at <= Date.now())
    throw new AppError(ErrorCode.LINK_EXPIRED, '二维码已失效，请刷新后重新扫码');
  return { ip: row.requester_ip, userAgent: row.requester_agent, createdAt: row.created_at, expiresAt: row.expires_at };
}

export async function approveQrLogin(db: Kysely<Database>, id: string, userId: string): Promise<void> {
  if (!(await qrLoginsRepository(db).approve(id, userId, Date.now())))
    throw new AppError(ErrorCode.LINK_EXPIRED, '二维码已失效，请刷新后重新扫码');
}
