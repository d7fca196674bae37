import type { Generated } from 'kysely';

/** The database's tables as Kysely sees them. Migrations in ./migrations create exactly these. */
export interface AppMetaTable {
  key: string;
  value: string;
  /** Epoch milliseconds (set by the app: SQLite and PostgreSQL disagree on timestamp types). */
  updated_at: number;
}

export interface UsersTable {
  id: string;
  /** Lower-cased and trimmed. */
  email: string;
  name: string;
  password_hash: string;
  role: string;
  /** JSON array of the route names of the custom entitlement. */
  custom_routes: string;
  invite_code: string | null;
  /** 0 or 1. */
  email_verified: number;
  robot_id: string;
  created_at: number;
  updated_at: number;
}

export interface SessionsTable {
  /** SHA-256 of the bearer token, hex: the token itself is never stored. */
  token_hash: string;
  user_id: string;
  created_at: number;
  last_used_at: number;
  expires_at: number;
  revoked_at: number | null;
  ip: string | null;
  user_agent: string | null;
}

export interface AuditLogTable {
  id: string;
  user_id: string | null;
  event: string;
  ip: string | null;
  /** JSON object. */
  detail: string;
  created_at: number;
}

export interface RateLimitsTable {
  key: string;
  count: number;
  window_started_at: number;
}

export interface RobotConfigsTable {
  id: string;
  user_id: string;
  /** The normalised config as JSON text. */
  config: string;
  verify_code: string;
  panel_version: string;
  version: number;
  /** Robot login status 0–6 (spec §4); 1 (blank) until a robot reports. */
  status: number;
  created_at: number;
  updated_at: number;
}

export interface OneTimeTokensTable {
  /** SHA-256 of the token mailed to the user. */
  token_hash: string;
  user_id: string;
  purpose: 'reset' | 'activate';
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

export interface ApiCredentialsTable {
  user_id: string;
  api_key: string;
  /** Kept readable: the robot API verifies HMAC signatures made with it. */
  api_secret: string;
  created_at: number;
  rotated_at: number;
}

export interface FeedbackTable {
  id: string;
  user_id: string;
  content: string;
  contact: string | null;
  created_at: number;
}

export interface QrLoginsTable {
  /** Public: it is in the QR code. */
  id: string;
  /** SHA-256 of the secret only the waiting browser holds; needed to collect the session. */
  secret_hash: string;
  status: 'pending' | 'approved' | 'consumed';
  user_id: string | null;
  requester_ip: string | null;
  requester_agent: string | null;
  created_at: number;
  expires_at: number;
}

export interface PresetRolesTable {
  id: string;
  /** null for the built-in roles everyone may read. */
  user_id: string | null;
  name: string;
  content: string;
  created_at: number;
  updated_at: number;
}

export interface CustomConfigsTable {
  id: string;
  user_id: string;
  /** JSON object with privateKeywords. */
  config: string;
  updated_at: number;
}

export interface NoticesTable {
  id: string;
  text: string;
  created_at: number;
}

export interface MaterialsTable {
  id: string;
  user_id: string;
  type: number;
  name: string;
  tag: string;
  /** JSON object: content, url, title, description, thumbUrl, appid … by type. */
  data: string;
  created_at: number;
  updated_at: number;
}

export interface FriendsTable {
  user_id: string;
  wxid: string;
  /** The robot account that uploaded it (informational: rows are scoped by user). */
  robot_wxid: string;
  name: string;
  alias: string;
  gender: number;
  avatar: string;
  type: number;
  weixin: string;
  updated_at: number;
}

export interface RoomsTable {
  user_id: string;
  wxid: string;
  robot_wxid: string;
  topic: string;
  avatar: string;
  owner_id: string;
  /** Comma-joined wxids. */
  admin_ids: string;
  member_count: number;
  updated_at: number;
}

export interface RemindersTable {
  id: string;
  user_id: string;
  setter: string;
  subscribe: string;
  /** 0 or 1. */
  is_loop: number;
  time: string;
  content: string;
  /** 0 pending, 1 done. */
  status: number;
  done_at: number | null;
  created_at: number;
}

export interface RobotStatesTable {
  user_id: string;
  /** Login status 0–6 (spec §4), from the robot's QR reports; 1 (blank) until the first. */
  status: number;
  /** The QR code's content while it waits to be scanned; '' otherwise. */
  qr_url: string;
  /** 'live', 'scan' or 'dead' (ROBOT-PROTOCOL §2.2 row 4). */
  heartbeat: string;
  heartbeat_at: number | null;
  robot_wxid: string;
  robot_name: string;
  avatar: string;
  plugin_version: string;
  /** The iPad protocol's pending security challenge (JSON text), '' when none. */
  security_info: string;
  config_fetched_at: number | null;
  updated_at: number;
}

export interface UploadsTable {
  /** `public/<userId>/<random>/<file name>`. */
  key: string;
  user_id: string;
  bytes: number;
  /** 'material', 'send' or 'thumbnail'. */
  scene: string;
  created_at: number;
}

/**
 * Log-in attempts of one account from one client address (`account` '' for the address across accounts). An
 * attempt takes a slot before the password is hashed; past the limit the pair is locked, each lock-out twice
 * as long as the one before.
 */
export interface LoginThrottlesTable {
  /** The normalised e-mail, or '' for the address-wide row. */
  account: string;
  address: string;
  /** Attempts in the current window that did not succeed (failed or still running). */
  attempts: number;
  window_started_at: number;
  /** Epoch ms until which every attempt is refused; 0 or past when not locked. */
  locked_until: number;
  /** How long the next lock-out lasts (doubles up to a cap). */
  next_lock_ms: number;
  updated_at: number;
}

/** A per-target AI config (自定义对话). */
export interface GptConfigsTable {
  id: string;
  user_id: string;
  /** Place in the user's list (ascending); new configs go last. */
  position: number;
  /** JSON object: the values of `gptConfigInputSchema`, validated on every write. */
  config: string;
  /** Answers the robot reports having given with it (POST /gpt/config); reset from the console. */
  used_num: number;
  created_at: number;
  updated_at: number;
}

/** An RSS推送 feed. */
export interface RssFeedsTable {
  id: string;
  user_id: string;
  /** Place in the user's list (ascending); new feeds go last. */
  position: number;
  /** JSON object: the values of `rssFeedInputSchema`, validated on every write. */
  config: string;
  /** The newest item the robot pushed (its link or title), null before the first push. */
  last_content: string | null;
  created_at: number;
  updated_at: number;
}
export interface BatchTasksTable {
  id: string;
  user_id: string;
  /** Place in the user's list (ascending); new tasks go last. */
  position: number;
  /** JSON object: the values of `batchTaskInputSchema`, validated on every write. */
  config: string;
  created_at: number;
  updated_at: number;
}

/** A bulk send job (群发助手); its recipients are in bulk_send_recipients. */
export interface BulkSendsTable {
  id: string;
  user_id: string;
  /** Room, Contact or RoomNotice. */
  target: string;
  /** JSON array of the message items every recipient gets. */
  messages: string;
  /** running, done, cancelled or interrupted (`BulkSendStatus`). */
  status: string;
  total: number;
  created_at: number;
  finished_at: number | null;
}

/** One recipient of a bulk send job, in sending order (`position` from 0). */
export interface BulkSendRecipientsTable {
  job_id: string;
  position: number;
  /** JSON object: the room or contact reference published in `groups`. */
  ref: string;
  name: string;
  wxid: string;
  /** queued, published, sent, robot_offline or cancelled (`BulkRecipientStatus`). */
  status: string;
  published_at: number | null;
  sent_at: number | null;
}

/** The open API's key pair (the user's own programs); the robot's pair is in api_credentials. */
export type OpenApiCredentialsTable = ApiCredentialsTable;

/** The secret of a user's 消息记录 ingest URL (one per user; rotating replaces it). */
export interface MessageRecordLinksTable {
  user_id: string;
  /** SHA-256 of the secret in the URL, hex. */
  token_hash: string;
  created_at: number;
}

/** One message the robot's 消息回调 posted (ROBOT-PROTOCOL §2.8). */
export interface MessageRecordsTable {
  /** Auto-increment; PostgreSQL's bigserial comes back as a string, hence Number() when read. */
  id: Generated<number>;
  user_id: string;
  robot_wxid: string;
  /** The group, or the other party of a private chat. */
  conversation_id: string;
  conversation_name: string;
  /** 0 or 1. */
  is_room: number;
  sender_id: string;
  sender_name: string;
  sender_alias: string;
  sender_weixin: string;
  /** 0 or 1. */
  is_myself: number;
  /** 0 or 1. */
  is_mention: number;
  /** The plugin's Chinese label ('' when it sent none). */
  type: string;
  /** Epoch ms of the message (the plugin sends seconds). */
  sent_at: number;
  content: string;
  url: string;
  /** JSON object, or null. */
  media_info: string | null;
  /** Epoch ms of arrival: retention counts from it. */
  created_at: number;
  /** UTF-8 bytes of content, url and media_info: what the per-user byte quota counts (migration 0019). */
  size: Generated<number>;
}

/** One period the robot was online (migration 0018); `ended_at` null while it is. */
export interface RobotOnlinePeriodsTable {
  /** Auto-increment; PostgreSQL's bigserial comes back as a string. */
  id: Generated<number>;
  user_id: string;
  started_at: number;
  /** The last sign of life: where a period a crash left open is closed at the next start. */
  last_seen_at: number;
  ended_at: number | null;
}

export interface Database {
  app_meta: AppMetaTable;
  users: UsersTable;
  sessions: SessionsTable;
  audit_log: AuditLogTable;
  rate_limits: RateLimitsTable;
  robot_configs: RobotConfigsTable;
  one_time_tokens: OneTimeTokensTable;
  api_credentials: ApiCredentialsTable;
  feedback: FeedbackTable;
  qr_logins: QrLoginsTable;
  preset_roles: PresetRolesTable;
  custom_configs: CustomConfigsTable;
  notices: NoticesTable;
  materials: MaterialsTable;
  robot_states: RobotStatesTable;
  friends: FriendsTable;
  rooms: RoomsTable;
  reminders: RemindersTable;
  uploads: UploadsTable;
  login_throttles: LoginThrottlesTable;
  open_api_credentials: OpenApiCredentialsTable;
  gpt_configs: GptConfigsTable;
  bulk_sends: BulkSendsTable;
  bulk_send_recipients: BulkSendRecipientsTable;
  rss_feeds: RssFeedsTable;
  batch_tasks: BatchTasksTable;
  message_record_links: MessageRecordLinksTable;
  message_records: MessageRecordsTable;
  robot_online_periods: RobotOnlinePeriodsTable;
}

export type DatabaseKind = 'sqlite' | 'postgres';
