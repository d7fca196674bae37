import crypto from 'node:crypto';

/**
 * A robot's MQTT password: derived from the user's API secret, so rotating the key pair also locks out the
 * old robot's push channel, and nothing extra is stored. The username is the user id.
 */
export function robotMqttPassword(apiSecret: string, userId: string): string {
  return crypto.createHmac('sha256', apiSecret).update(`mqtt:${userId}`).digest('hex');
}

/** Constant-time comparison of two strings (different lengths are simply unequal). */
export function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}

/**
 * What `GET /ws/mqtt/config` hands a robot as `clientId`. The plugin appends a random integer (1–9999) and
 * connects with that, so a robot's client id is always this prefix plus digits.
 */
export function robotClientIdPrefix(userId: string): string {
  return `weassit-${userId}-`;
}

/**
 * Whether `clientId` belongs to `userId`'s robots. MQTT lets a new connection with an existing client id take
 * the old one's place, so a robot may only use its own prefix: otherwise any user could knock another user's
 * robot off by connecting under its id. User ids contain no `-`, so no prefix is another's prefix.
 */
export function isRobotClientId(userId: string, clientId: string): boolean {
  const prefix = robotClientIdPrefix(userId);
  return (
    clientId.length <= prefix.length + 10 && clientId.startsWith(prefix) && /^\d+$/.test(clientId.slice(prefix.length))
  );
}
