/**
 * Accounts' and sessions' limits, roles, token lifetimes, API key kinds and session ids: no schemas here, so
 * the account pages' first paint and the server's zod-free code do not load zod (the schemas are in account.ts
 * and account-security.ts).
 */

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 32;

export const ROLES = ['user', 'vip'] as const;
export type Role = (typeof ROLES)[number];

/** How long a password-reset link works. */
export const RESET_TOKEN_TTL_MS = 30 * 60 * 1000;
/** How long an activation link works. */
export const ACTIVATION_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
/** How long a scan-to-log-in QR code waits for approval. */
export const QR_LOGIN_TTL_MS = 2 * 60 * 1000;

/**
 * The two key pairs of an account: `robot` signs the robot plugin's calls (and derives its MQTT password);
 * `openApi` signs the user's own programs' calls to the open API. Neither works in the other's place.
 */
export const API_KEY_KINDS = ['robot', 'openApi'] as const;
export type ApiKeyKind = (typeof API_KEY_KINDS)[number];

/** A session's public id: derived from its token hash, so it can name a session without being a credential. */
export const SESSION_ID_PATTERN = /^[0-9a-f]{32}$/;
