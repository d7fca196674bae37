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
