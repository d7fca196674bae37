import type { SessionInfo } from '@weassit/contract';

const day = 24 * 60 * 60 * 1000;
const now = Date.UTC(2025, 5, 1, 8, 30);

/** The account page's sessions: this browser, a laptop, and a phone in WeChat. */
export const sessionsFixture: SessionInfo[] = [
  {
    id: 'a1b2c3d4e5f60718293a4b5c6d7e8f90',
    createdAt: now - 2 * day,
    lastUsedAt: now,
    expiresAt: now + 30 * day,
    ip: '203.0.113.10',
    userAgent:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
    current: true,
  },
  {
    id: '0f1e2d3c4b5a69788796a5b4c3d2e1f0',
    createdAt: now - 9 * day,
    lastUsedAt: now - day,
    expiresAt: now + 29 * day,
    ip: '198.51.100.23',
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0',
    current: false,
  },
  {
    id: '9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b',
    createdAt: now - 20 * day,
    lastUsedAt: now - 3 * day,
    expiresAt: now + 27 * day,
    ip: null,
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.50',
    current: false,
  },
];
