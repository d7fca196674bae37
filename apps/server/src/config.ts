import path from 'node:path';
import { MESSAGE_HISTORY_DEFAULTS, QUOTA_DEFAULTS, type Quotas } from '@weassit/contract';
import { z } from 'zod';
import { parseTrustProxy, type TrustProxy } from './lib/trust-proxy.ts';

/**
 * The runtime contract (ARCHITECTURE.md): every environment variable the server reads, with its default.
 * Parsed once at start-up; a bad value stops the server with a message naming the variable.
 */
const port = z.coerce.number().int().min(0).max(65535);
/** A whole number in [min, max]; unset or empty means `fallback`. */
const count = (min: number, max: number, fallback: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.coerce.number().int().min(min).max(max).default(fallback),
  );
const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || protocols.some((p) => v.startsWith(p)), {
      message: `must start with ${protocols.join(' or ')}`,
    });

/** A positive whole-number cap; unset or empty means the default. */
const cap = (fallback: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.coerce.number().int().min(1).max(100_000_000).default(fallback),
  );
const MB = 1024 * 1024;

const envSchema = z.object({
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  PORT: port.default(8080),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalUrl(['postgres://', 'postgresql://']),
  MQTT_PORT: port.default(1883),
  MQTT_URL: optionalUrl(['mqtt://', 'mqtts://', 'ws://', 'wss://']),
  MQTT_PUBLIC_URL: optionalUrl(['mqtt://', 'mqtts://', 'ws://', 'wss://']),
  MQTT_CONNECT_TIMEOUT_MS: count(100, 600_000, 10_000),
  MQTT_MAX_CONNECTIONS: count(1, 1_000_000, 5000),
  MQTT_MAX_CONNECTIONS_PER_ADDRESS: count(1, 1_000_000, 20),
  ROBOT_WRITES_PER_MINUTE: count(1, 1_000_000, 300),
  ROBOT_READS_PER_MINUTE: count(1, 1_000_000, 120),
  CONSOLE_SENDS_PER_MINUTE: count(1, 1_000_000, 60),
  S3_ENDPOINT: optionalUrl(['http://', 'https://']),
  S3_BUCKET: z.string().trim().optional(),
  S3_REGION: z.string().trim().optional(),
  S3_ACCESS_KEY_ID: z.string().trim().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PUBLIC_URL: optionalUrl(['http://', 'https://']),
  UPLOAD_PUBLIC_URL: optionalUrl(['http://', 'https://']),
  FILES_PUBLIC_URL: optionalUrl(['http://', 'https://']),
  SMTP_URL: optionalUrl(['smtp://', 'smtps://']),
  MAIL_FROM: z.string().trim().min(3).default('智能微秘书 <no-reply@weassit.local>'),
  PUBLIC_URL: optionalUrl(['http://', 'https://']),
  DEFAULT_ROLE: z.enum(['user', 'vip']).default('user'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  CONSOLE_DIR: z.string().trim().min(1).optional(),
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, ctx) => {
      const trust = parseTrustProxy(value);
      if (trust && 'problem' in trust) {
        ctx.addIssue({ code: 'custom', message: trust.problem });
        return z.NEVER;
      }
      return trust;
    }),
  QUOTA_FRIENDS: cap(QUOTA_DEFAULTS.friends),
  QUOTA_ROOMS: cap(QUOTA_DEFAULTS.rooms),
  QUOTA_MATERIALS: cap(QUOTA_DEFAULTS.materials),
  QUOTA_PRESET_ROLES: cap(QUOTA_DEFAULTS.presetRoles),
  QUOTA_REMINDERS: cap(QUOTA_DEFAULTS.reminders),
  QUOTA_UPLOAD_MB: cap(QUOTA_DEFAULTS.uploadBytes / MB),
  QUOTA_GPT_CONFIGS: cap(QUOTA_DEFAULTS.gptConfigs),
  QUOTA_MESSAGE_MB: cap(QUOTA_DEFAULTS.messageBytes / MB),
  MESSAGE_HISTORY_MAX: cap(MESSAGE_HISTORY_DEFAULTS.maxMessages),
  MESSAGE_HISTORY_DAYS: count(1, 3650, MESSAGE_HISTORY_DEFAULTS.retentionDays),
  MESSAGE_HISTORY_WRITES_PER_MINUTE: count(1, 1_000_000, MESSAGE_HISTORY_DEFAULTS.writesPerMinute),
  OSS_TEST_ENDPOINT: optionalUrl(['http://', 'https://']),
  CALLBACK_ALLOW_PRIVATE: z.enum(['', '0', '1']).default('0'),
  RSS_ALLOW_PRIVATE: z.enum(['', '0', '1']).default('0'),
});

export interface Config {
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  mqtt: { port: number; url: string | undefined; publicUrl: string | undefined };
  /** The embedded broker's guards against connections that never log in (see mqtt/embedded.ts). */
  mqttLimits: {
    /** A connection that has not sent CONNECT after this long is closed. */
    connectTimeoutMs: number;
    /** Open connections (TCP and WebSocket together) in total, and from one client address. */
    maxConnections: number;
    maxConnectionsPerAddress: number;
  };
  /** Signed robot calls that change state, per user and minute (friend/room uploads, status, heartbeat…). */
  robotWritesPerMinute: number;
  /** Signed robot reads (config, tasks, AI configs, materials…) per user and minute. */
  robotReadsPerMinute: number;
  /** Console sends (`/ws/room/say`, `/ws/contact/say`) per user and minute. */
  consoleSendsPerMinute: number;
  s3:
    | {
        endpoint: string | undefined;
        bucket: string;
        region: string;
        accessKeyId: string;
        secretAccessKey: string;
        publicUrl: string | undefined;
      }
    | undefined;
  uploads: {
    /** Public URL of this server's upload endpoint; without it, PUBLIC_URL or the listen address, plus `/upload`. */
    publicUrl: string | undefined;
    /** Public base (ending in `/`) of files kept in DATA_DIR/uploads; without it, PUBLIC_URL or the listen address, plus `/files/`. */
    filesPublicUrl: string | undefined;
  };
  smtpUrl: string | undefined;
  /** Sender of the mails. */
  mailFrom: string;
  /** The console's public origin for links (lib/public-origin.ts); required with SMTP_URL. */
  publicUrl: string | undefined;
  defaultRole: 'user' | 'vip';
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** Folder of the built console (index.html + assets). */
  consoleDir: string;
  /** Which proxies may set the client address in X-Forwarded-For (lib/trust-proxy.ts). */
  trustProxy: TrustProxy;
  /** Per-user caps (QUOTA_*). */
  quotas: Quotas;
  /**
   * 消息记录 (routes/v1/message-history.ts): messages kept per user, days each is kept after it arrived, and
   * messages the ingest URL stores per user and minute (`writesPerMinute`; the rest are refused).
   */
  messageHistory: { maxMessages: number; retentionDays: number; writesPerMinute?: number };
  /**
   * The 文件存储 connection test (services/oss-check.ts). `endpoint` (OSS_TEST_ENDPOINT) is for tests only: it
   * sends the check to a local fake OSS instead of Aliyun; leave it unset in production.
   */
  ossCheck: { endpoint: string | undefined; timeoutMs: number };
  /**
   * The 回调事件 test call (services/callback-check.ts). `allowPrivate` (CALLBACK_ALLOW_PRIVATE=1) lets it call
   * private, loopback and link-local addresses: for tests and a self-hosted server whose callbacks live on its
   * own network only; leave it unset on a server others use.
   */
  callbackCheck: { allowPrivate: boolean; timeoutMs: number };
  /**
   * The RSS推送 测试订阅 fetch (services/rss-check.ts), with the callback test's protections. `allowPrivate`
   * (RSS_ALLOW_PRIVATE=1) lets it fetch feeds on private, loopback and link-local addresses, apart from
   * CALLBACK_ALLOW_PRIVATE: opening one test must not open the other.
   */
  rssCheck: { allowPrivate: boolean; timeoutMs: number };
}

export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

const DEFAULT_CONSOLE_DIR = path.resolve(import.meta.dirname, '../../console/dist');

/** Reads the runtime contract from `env` (default: process.env); throws ConfigError listing every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const e = parsed.data;
  const s3Fields = {
    S3_BUCKET: e.S3_BUCKET,
    S3_ACCESS_KEY_ID: e.S3_ACCESS_KEY_ID,
    S3_SECRET_ACCESS_KEY: e.S3_SECRET_ACCESS_KEY,
  };
  const s3Set = Object.values(s3Fields).some(Boolean) || e.S3_ENDPOINT !== undefined;
  if (s3Set) {
    const missing = Object.entries(s3Fields)
      .filter(([, v]) => !v)
      .map(([k]) => `${k}: required when S3 storage is configured`);
    if (missing.length > 0) throw new ConfigError(missing);
  }
  // Mail reaches people elsewhere: its links need the public origin, and neither the listen address
  // (unreachable for them) nor a request's Host header (forgeable) may stand in for it.
  if (e.SMTP_URL && !e.PUBLIC_URL) {
    throw new ConfigError(['PUBLIC_URL: required when SMTP_URL is set (the origin of the links in mails)']);
  }
  return {
    host: e.HOST,
    port: e.PORT,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    mqtt: { port: e.MQTT_PORT, url: e.MQTT_URL, publicUrl: e.MQTT_PUBLIC_URL },
    mqttLimits: {
      connectTimeoutMs: e.MQTT_CONNECT_TIMEOUT_MS,
      maxConnections: e.MQTT_MAX_CONNECTIONS,
      maxConnectionsPerAddress: e.MQTT_MAX_CONNECTIONS_PER_ADDRESS,
    },
    robotWritesPerMinute: e.ROBOT_WRITES_PER_MINUTE,
    robotReadsPerMinute: e.ROBOT_READS_PER_MINUTE,
    consoleSendsPerMinute: e.CONSOLE_SENDS_PER_MINUTE,
    s3: s3Set
      ? {
          endpoint: e.S3_ENDPOINT,
          bucket: e.S3_BUCKET ?? '',
          region: e.S3_REGION ?? 'us-east-1',
          accessKeyId: e.S3_ACCESS_KEY_ID ?? '',
          secretAccessKey: e.S3_SECRET_ACCESS_KEY ?? '',
          publicUrl: e.S3_PUBLIC_URL,
        }
      : undefined,
    uploads: {
      publicUrl: e.UPLOAD_PUBLIC_URL,
      filesPublicUrl: e.FILES_PUBLIC_URL?.replace(/\/*$/, '/'),
    },
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    defaultRole: e.DEFAULT_ROLE,
    logLevel: e.LOG_LEVEL,
    consoleDir: e.CONSOLE_DIR ? path.resolve(e.CONSOLE_DIR) : DEFAULT_CONSOLE_DIR,
    trustProxy: e.TRUST_PROXY,
    quotas: {
      friends: e.QUOTA_FRIENDS,
      rooms: e.QUOTA_ROOMS,
      materials: e.QUOTA_MATERIALS,
      presetRoles: e.QUOTA_PRESET_ROLES,
      reminders: e.QUOTA_REMINDERS,
      uploadBytes: e.QUOTA_UPLOAD_MB * MB,
      gptConfigs: e.QUOTA_GPT_CONFIGS,
      messageBytes: e.QUOTA_MESSAGE_MB * MB,
    },
    messageHistory: {
      maxMessages: e.MESSAGE_HISTORY_MAX,
      retentionDays: e.MESSAGE_HISTORY_DAYS,
      writesPerMinute: e.MESSAGE_HISTORY_WRITES_PER_MINUTE,
    },
    ossCheck: { endpoint: e.OSS_TEST_ENDPOINT, timeoutMs: 8_000 },
    callbackCheck: { allowPrivate: e.CALLBACK_ALLOW_PRIVATE === '1', timeoutMs: 8_000 },
    rssCheck: { allowPrivate: e.RSS_ALLOW_PRIVATE === '1', timeoutMs: 8_000 },
  };
}
