/**
 * The contract's zod-free entry: types, constants and pure functions. Modules that build zod schemas at load are
 * re-exported here as types only, so importing this entry never loads zod (index.test.ts walks the graph); their
 * schemas and the functions that run them are in `@weassit/contract/schemas` (schemas.ts).
 */
export type { ApiCredentials, LoginRequest, LoginResult, QrLoginStatus, SignupRequest, UserInfo } from './account.ts';
export {
  ACTIVATION_TOKEN_TTL_MS,
  API_KEY_KINDS,
  type ApiKeyKind,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  QR_LOGIN_TTL_MS,
  RESET_TOKEN_TTL_MS,
  ROLES,
  type Role,
  SESSION_ID_PATTERN,
} from './account-constants.ts';
export type {
  ApiKeyResetRequest,
  ApiKeys,
  ChangePasswordRequest,
  PasswordCheckRequest,
  SessionInfo,
} from './account-security.ts';
export {
  AI_SERVICE_TYPES,
  FILTER_TYPE_OPTIONS,
  IMAGE_RECOGNITION_OPTIONS,
  OPENAI_MODELS,
  OPENAI_VOICE_OPTIONS,
  ROBOT_TYPE_OPTIONS,
  SPEECH_TO_TEXT_OPTIONS,
  TEXT_AUDIT_OPTIONS,
  TEXT_TO_SPEECH_OPTIONS,
} from './ai-options.ts';
export {
  API_BASE,
  API_PREFIX,
  CONSOLE_BASE,
  type Envelope,
  HEALTH_PATH,
  type HealthInfo,
  OPEN_API_PREFIX,
  REQUEST_TIMEOUT_MS,
  SESSION_TTL_MS,
  VERIFY_PATH,
} from './api.ts';
export type { BatchTask, BatchTaskInput, BatchTaskValues, RobotBatchTask } from './batch-task.ts';
export {
  BATCH_CONTENTS_MAX,
  BATCH_DELAY_MAX_MS,
  BATCH_MESSAGES,
  BATCH_NEWS_NUM_DEFAULT,
  BATCH_NEWS_NUM_MAX,
  BATCH_TARGETS_MAX,
  BATCH_TASK_PATH,
  BATCH_TASK_TYPE_OPTIONS,
  BATCH_TASK_TYPES,
  BATCH_TASKS_MAX,
  BATCH_VARIABLES_MAX,
  type BatchTaskType,
  DIFY_WORKFLOW_SORT_ID,
  robotBatchTask,
} from './batch-task-constants.ts';
export { BUILT_IN_EVENTS, type BuiltInEvent } from './built-in-events.ts';
export type {
  BulkRecipientRef,
  BulkSendCreated,
  BulkSendJob,
  BulkSendJobDetail,
  BulkSendJobRequest,
  BulkSendRecipient,
} from './bulk-send.ts';
export {
  BULK_RECIPIENT_STATUS_LABELS,
  BULK_SEND_INTERVAL_MS,
  BULK_SEND_JOBS_PATH,
  BULK_SEND_MAX_MESSAGES,
  BULK_SEND_MAX_RECIPIENTS,
  BULK_SEND_MESSAGES,
  BULK_SEND_PATH,
  BULK_SEND_RETENTION_DAYS,
  BULK_SEND_RUNNING_MAX,
  BULK_SEND_STATUS_LABELS,
  BULK_SEND_STORED_MAX,
  BULK_SEND_TARGET_LABELS,
  BULK_SEND_TARGETS,
  BulkRecipientStatus,
  BulkSendStatus,
  type BulkSendTarget,
  bulkRecipientName,
  bulkSendCancelPath,
  bulkSendJobPath,
} from './bulk-send-constants.ts';
export type { CallbackTestRequest, CallbackTestResult } from './callback-test.ts';
export {
  CALLBACK_ANSWER_MAX_BYTES,
  CALLBACK_REQUEST_FIELDS,
  CALLBACK_SUCCESS_CODE,
  CALLBACK_TEST_PATH,
  type CallbackRequestField,
  CallbackTestStatus,
} from './callback-test-constants.ts';
export { EMAIL_MAX_LENGTH, isEmail, isExternalLink, isHttpUrl } from './checks.ts';
export {
  CONFIG_LIST_CONFLICT_MESSAGE,
  CONFIG_LIST_ITEM_MAX_BYTES,
  CONFIG_LIST_MAX,
  CONFIG_LIST_NAMES,
  CONFIG_LIST_TRAITS,
  type ConfigListName,
  type ConfigListTraits,
  DEFAULT_EVENT_KEYWORDS,
} from './config-list-traits.ts';
export type {
  ConfigList,
  ConfigListAddRequest,
  ConfigListIndexRequest,
  ConfigListMoveRequest,
  ConfigListReplaceRequest,
  ConfigListSpec,
} from './config-lists.ts';
export {
  BRAND,
  COOKIES,
  DEFAULTS,
  FilterType,
  LIMITS,
  MatchType,
  MaterialType,
  ReminderStatus,
  RobotStatus,
  SCHEDULE_TIME_ZONE,
  Scope,
  SummaryMode,
  SyncMode,
  TargetKind,
  YesNo,
} from './constants.ts';
export type {
  Friend,
  FriendOption,
  FriendUpload,
  RelatedPlace,
  Reminder,
  ReminderInput,
  RobotFriendItem,
  RobotReminderItem,
  RobotRoomItem,
  Room,
  RoomOption,
  RoomUpload,
} from './contacts.ts';
export {
  CONTACT_BATCH_MAX,
  CONTACT_ID_MAX_LENGTH,
  CONTACT_NAME_MAX_LENGTH,
  CONTACT_SEARCH_MAX_LENGTH,
  CONTACT_SEARCH_MESSAGES,
  NAME_SEARCH_LIMIT,
  REMINDER_CONTENT_MAX_LENGTH,
  webImageUrl,
} from './contacts-constants.ts';
export type { Page, PresetRole } from './content.ts';
export {
  CUSTOM_CHANNELS,
  NEWS_CHANNELS,
  PAGE_SIZE_MAX,
  PROMPT_CONTENT_MAX_LENGTH,
  PROMPT_NAME_MAX_LENGTH,
} from './content-constants.ts';
export type { CustomConfig, CustomConfigRecord, CustomKeywordGroup } from './custom-config.ts';
export {
  CUSTOM_CONFIG_MESSAGES,
  CUSTOM_GPT_CHAT_ROUTE,
  CUSTOM_KEYWORD_GROUPS_MAX,
  CUSTOM_KEYWORD_MAX_LENGTH,
  CUSTOM_KEYWORDS_PER_GROUP_MAX,
} from './custom-config-constants.ts';
export {
  DELIVERY_WINDOW_MS,
  type DeliveryItem,
  type DeliveryOptions,
  type DeliveryRecipient,
  DeliveryState,
  deliveryTruth,
  type OwnMessageRecord,
  type RecipientDelivery,
} from './delivery-truth.ts';
export { cleanDisplayName } from './display-name.ts';
export {
  ERROR_MESSAGES,
  ErrorCode,
  isLoggedOutCode,
  LOGGED_OUT_CODES,
  UNAVAILABLE_MESSAGES,
  type UnavailableCause,
} from './errors.ts';
export { FORWARD_MODE_OPTIONS, SYNC_MODE_OPTIONS } from './forward-options.ts';
export type { GptBotConfig, GptConfig, GptConfigInput, GptConfigValues, GptTarget } from './gpt-config.ts';
export {
  GPT_CONFIG_MAX,
  GPT_CONFIG_PATH,
  GPT_SERVICE_DEFAULTS,
  GPT_SERVICE_OPTIONS,
  GPT_SERVICE_TYPES,
  GPT_TARGETS_MAX,
  type GptServiceType,
} from './gpt-config-constants.ts';
export type { LastSentRequest } from './last-sent.ts';
export {
  LAST_SENT_MAX_TARGETS,
  LAST_SENT_MESSAGES,
  type LastSent,
  LastSentStatus,
  type LastSentTarget,
  MESSAGE_HISTORY_LAST_SENT_PATH,
} from './last-sent-constants.ts';
export type { Material, MaterialInput } from './material.ts';
export { MATERIAL_TYPE_OPTIONS } from './material-options.ts';
export type {
  MessageHistoryExport,
  MessageHistoryFilter,
  MessageHistoryLink,
  MessageHistoryLinkState,
  MessageRecord,
  MessageRecordBody,
  MessageRecordValues,
} from './message-history.ts';
export {
  MESSAGE_CONTENT_CUT_MARK,
  MESSAGE_CONTENT_MAX,
  MESSAGE_CONTENT_STORED_MAX,
  MESSAGE_CSV_HEADERS,
  MESSAGE_EXPORT_TTL_MS,
  MESSAGE_HISTORY_DEFAULTS,
  MESSAGE_HISTORY_EXPORT_PATH,
  MESSAGE_HISTORY_LINK_PATH,
  MESSAGE_HISTORY_MESSAGES,
  MESSAGE_HISTORY_PATH,
  MESSAGE_RECORD_MAX_BYTES,
  MESSAGE_RECORD_PATH,
  MESSAGE_SEARCH_INDEXED_MIN,
  MESSAGE_SEARCH_MAX,
  MESSAGE_TYPES,
  type MessageType,
} from './message-history-constants.ts';
export {
  MESSAGE_STATS_MESSAGES,
  MESSAGE_STATS_PATH,
  MESSAGE_STATS_PERIODS,
  MESSAGE_STATS_REPLY_WINDOW_MS,
  MESSAGE_STATS_SIMULATED_CHARS,
  MESSAGE_STATS_SIMULATED_MAX,
  MESSAGE_STATS_SIMULATION_MS,
  MESSAGE_STATS_TIME_ZONE,
  MESSAGE_STATS_TOP,
  MESSAGE_STATS_UTC_OFFSET_MS,
  type MessageStats,
  type MessageStatsChat,
  type MessageStatsDay,
  type MessageStatsPeriod,
  type MessageStatsReplies,
  type MessageStatsReply,
  statsDate,
  statsDayStart,
} from './message-stats-constants.ts';
export { labelOf, type Option } from './options.ts';
export { QUOTA_DEFAULTS, type QuotaKind, type Quotas, quotaReachedMessage } from './quotas.ts';
export type {
  BulkSendRequest,
  ContactSayRequest,
  OpenSendRequest,
  RobotEventRequest,
  RobotStatusInfo,
  RoomSayRequest,
} from './robot.ts';
export type { MessageItem, RobotConfig, RobotConfigRecord } from './robot-config.ts';
export {
  ROBOT_CONFIG_MAX_BYTES,
  ROBOT_CONFIG_SECRET_FIELDS,
  SCHEDULE_CRON_MAX_LENGTH,
  SCHEDULE_MESSAGES,
  scheduleCronError,
  withoutPausedSchedules,
} from './robot-config-constants.ts';
export {
  BULK_TARGETS,
  LATEST_PLUGIN_VERSION,
  OPEN_API_PATHS,
  OPEN_API_RATE_PER_MINUTE,
  ROBOT_COMMANDS,
  ROBOT_CONTROL_TARGETS,
  ROBOT_TOPIC_ROOT,
  type RobotCommand,
  RUN_NOW_EVENTS,
  robotTopic,
  SAFE_SYSTEM_EVENTS,
  type SafeSystemEvent,
} from './robot-constants.ts';
export {
  chatListsNeeded,
  GPT_EXPANDED_TARGETS_MAX,
  gptConfigsForRobot,
  gptConfigsForRobotOneByOne,
  type RobotChatLists,
  type RobotGptConfig,
} from './robot-gpt-configs.ts';
export { ROBOT_STATUS_OPTIONS } from './robot-status-options.ts';
export { RobotType } from './robot-type.ts';
export type { RssFeed, RssFeedInput, RssFeedValues, RssTestItem, RssTestRequest, RssTestResult } from './rss.ts';
export {
  type RobotRssFeed,
  RSS_DEFAULT_INTERVAL,
  RSS_FEEDS_MAX,
  RSS_INTERVAL_OPTIONS,
  RSS_LAST_CONTENT_MAX,
  RSS_MESSAGES,
  RSS_PATH,
  RSS_SHOW_OPTIONS,
  RSS_TARGETS_MAX,
  RSS_TEST_MAX_BYTES,
  RSS_TEST_PATH,
  RSS_URL_MAX,
  RSS_WORD_MAX,
  type RssInterval,
  RssTestStatus,
  robotRssFeed,
} from './rss-constants.ts';
export {
  MATCH_POSITION_OPTIONS,
  MATCH_TYPE_OPTIONS,
  SCOPE_OPTIONS,
  TARGET_KIND_OPTIONS,
  YES_NO_OPTIONS,
} from './rule-options.ts';
export * from './rule-simulator/index.ts';
export { OSS_PROVIDER_OPTIONS, OSS_REGION_OPTIONS } from './storage-options.ts';
export {
  REFRESH_INTERVAL_OPTIONS,
  SUMMARY_COUNT_OPTIONS,
  SUMMARY_MODE_OPTIONS,
  SUMMARY_WINDOW_OPTIONS,
} from './summary-options.ts';
export type { SummerConfig } from './summer-config.ts';
export {
  isSummaryBotType,
  SUMMARY_BOT_FIELDS,
  SUMMARY_BOT_OPTIONS,
  SUMMARY_BOT_TYPES,
  SUMMARY_DEFAULTS,
  SUMMARY_KEYWORDS_MAX,
  SUMMARY_PROMPT_MAX,
  type SummaryBotType,
} from './summer-config-constants.ts';
export type { OssConfig, OssTestResult, UploadFileConfig } from './upload-file-config.ts';
export {
  OSS_ALIYUN,
  OSS_BUCKET_PATTERN,
  OSS_REGIONS,
  OSS_TEST_PATH,
  OssTestStatus,
  UPLOAD_PROMPT_DEFAULTS,
} from './upload-file-config-constants.ts';
export {
  checkUpload,
  checkUploadFileName,
  FILE_NAME_MAX_LENGTH,
  fileExtension,
  hasChineseCharacters,
  INVALID_FILE_NAME_MESSAGE,
  MATERIAL_UPLOAD_RULE,
  NO_CHINESE_NAME_MESSAGE,
  SEND_UPLOAD_RULE,
  THUMBNAIL_UPLOAD_RULE,
  UPLOAD_KEY_PREFIX,
  UPLOAD_RULES,
  UPLOAD_SCENES,
  UPLOAD_TOKEN_TTL_MS,
  type UploadCandidate,
  type UploadResult,
  type UploadRule,
  type UploadScene,
  type UploadToken,
  uploadFileUrl,
  uploadKeyPrefix,
} from './uploads.ts';
export {
  VIP_CONFIG_SECTIONS,
  VIP_REQUIRED_MESSAGE,
  VIP_ROUTES,
  type VipConfigSection,
  type VipRoute,
  vipSectionsMessage,
} from './vip.ts';
