import { atom, useAtom } from 'jotai';
import { useEffect, useState } from 'react';

/** The server refuses a second robot event within this time (spec §9 "Event resend cooldown 5 s"). */
export const EVENT_COOLDOWN_MS = 5_000;

/**
 * When the last robot event went out (epoch ms). The server counts events per user, not per page: the friend
 * and the group list share this, so switching pages does not lift the wait.
 */
export const robotEventSentAtAtom = atom<number | null>(null);

/** Milliseconds left before another event may go, 0 when free. */
export function cooldownLeft(sentAt: number | null, now: number, cooldownMs = EVENT_COOLDOWN_MS): number {
  if (sentAt === null) return 0;
  const left = sentAt + cooldownMs - now;
  return left > 0 && left <= cooldownMs ? left : 0;
}

/** Whether a robot event may be sent now, and `markSent()` to start the 5 s wait. */
export function useEventCooldown(): { isCooling: boolean; markSent: () => void } {
  const [sentAt, setSentAt] = useAtom(robotEventSentAtAtom);
  const [, rerender] = useState(0);
  const left = cooldownLeft(sentAt, Date.now());
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => rerender((n) => n + 1), left);
    return () => clearTimeout(timer);
  }, [left]);
  return { isCooling: left > 0, markSent: () => setSentAt(Date.now()) };
}
