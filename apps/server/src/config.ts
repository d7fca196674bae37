import path from 'node:path';
import { z } from 'zod';

/**
 * The runtime contract (ARCHITECTURE.md): every environment variable the server reads, with its default.
 * Parsed once at start-up; a bad value stops the server with a message naming the variable.
 */
const port = z.coerce.number().int().min(0).max(65535);
const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || protocols.some((p) => v.startsWith(p)), {
      message: `must start with ${protocols.join(' or ')}`,
    });

const envSchema = z.object({
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  PORT: port.default(8080),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalUrl(['postgres://', 'postgresql://']),
  MQTT_PORT: port.default(1883),
  MQTT_URL: optionalUrl(['mqtt://', 'mqtts://', 'ws://', 'wss://']),
  MQTT_PUBLIC_URL: optionalUrl(['mqtt://', 'mqtts://', 'ws://', 'wss://']),
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
  TRUST_PROXY: z.enum(['true', 'false', '1', '0', '']).default('false'),
});

export interface Config {
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  mqtt: { port: number; url: string | undefined; publicUrl: string | undefined };
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
    /** Public URL of this server's upload endpoint; without it, PUBLIC_URL or the request's origin, plus `/upload`. */
    publicUrl: string | undefined;
    /** Public base (ending in `/`) of files kept in DATA_DIR/uploads; without it, PUBLIC_URL or the request's origin, plus `/files/`. */
    filesPublicUrl: string | undefined;
  };
  smtpUrl: string | undefined;
  /** Sender of the mails. */
  mailFrom: string;
  /** The console's public origin for links in mails; without it, the origin of the request that sends them. */
  publicUrl: string | undefined;
  defaultRole: 'user' | 'vip';
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** Folder of the built console (index.html + assets). */
  consoleDir: string;
  /** Take the client address from X-Forwarded-For (only behind a trusted reverse proxy). */
  trustProxy: boolean;
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
  return {
    host: e.HOST,
    port: e.PORT,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    mqtt: { port: e.MQTT_PORT, url: e.MQTT_URL, publicUrl: e.MQTT_PUBLIC_URL },
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
    trustProxy: e.TRUST_PROXY === 'true' || e.TRUST_PROXY === '1',
  };
}
