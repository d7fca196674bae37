import { ErrorCode, type QuotaKind, quotaReachedMessage } from '@weassit/contract';
import { AppError } from '../lib/envelope.ts';

/** The refusal of a write that would go past a per-user cap. */
export function quotaReached(kind: QuotaKind, cap: number): AppError {
  return new AppError(ErrorCode.QUOTA_EXCEEDED, quotaReachedMessage(kind, cap));
}

/** Refuses adding one more when the user already holds `count` of a kind capped at `cap`. */
export function ensureRoomFor(kind: QuotaKind, count: number, cap: number): void {
  if (count >= cap) throw quotaReached(kind, cap);
}
