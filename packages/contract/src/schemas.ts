/**
 * `@weassit/contract/schemas`: every zod schema of the contract, and the values built from them (`CONFIG_LISTS`,
 * `configListItemSchema`, `defaultRobotConfig`). Loading it loads zod: in the console, import it from what only a
 * dialog or form needs (a route's `lazy/` folder), not from a first paint. Their types are in the root entry.
 */
export {
  feedbackSchema,
  loginSchema,
  qrLoginCheckSchema,
  qrLoginIdSchema,
  resetPasswordSchema,
  sendResetSchema,
  signupSchema,
  tokenQuerySchema,
} from './account.ts';
export {
  apiKeyResetSchema,
  changePasswordSchema,
  passwordCheckSchema,
  sessionRevokeSchema,
} from './account-security.ts';
export { batchTaskInputSchema } from './batch-task.ts';
export { bulkRecipientRefSchema, bulkSendIdSchema, bulkSendJobSchema, bulkSendListQuerySchema } from './bulk-send.ts';
export { callbackTestSchema } from './callback-test.ts';
export {
  CONFIG_LISTS,
  configListAddSchema,
  configListIndexSchema,
  configListItemSchema,
  configListMoveSchema,
  configListQuerySchema,
  configListReplaceSchema,
} from './config-lists.ts';
export {
  contactPageQuerySchema,
  nameSearchQuerySchema,
  relatedQuerySchema,
  reminderIdSchema,
  reminderPageQuerySchema,
  robotAsyncDataSchema,
  robotFriendBatchSchema,
  robotFriendSchema,
  robotReminderSchema,
  robotRoomBatchSchema,
  robotRoomSchema,
} from './contacts.ts';
export { pageQuerySchema, pageSchema, presetRoleSchema } from './content.ts';
export { customConfigSchema, customConfigUpdateSchema, customKeywordGroupSchema } from './custom-config.ts';
export {
  gptBotConfigSchema,
  gptConfigInputSchema,
  gptTargetSchema,
  gptUsageSchema,
  open4vConfigSchema,
  ttsConfigSchema,
  whisperConfigSchema,
} from './gpt-config.ts';
export { lastSentRequestSchema, lastSentTargetSchema } from './last-sent.ts';
export { materialListSchema, materialSchema } from './material.ts';
export { messageHistoryFilterSchema, messageHistoryQuerySchema, messageRecordSchema } from './message-history.ts';
export { messageStatsQuerySchema } from './message-stats.ts';
export { bulkSendSchema, contactSaySchema, openSendSchema, robotEventSchema, roomSaySchema } from './robot.ts';
export {
  callbackEventSchema,
  countDownTaskScheduleSchema,
  dayTaskScheduleSchema,
  defaultRobotConfig,
  eventKeywordSchema,
  forwardSchema,
  messageItemSchema,
  privateForwardSchema,
  replyKeywordSchema,
  robotConfigSchema,
  robotConfigUpdateSchema,
  roomAsyncSchema,
  roomJoinKeywordSchema,
  roomNewsScheduleSchema,
  roomTaskScheduleSchema,
  scheduleCronSchema,
  setVerifyCodeSchema,
} from './robot-config.ts';
export { rssFeedInputSchema, rssLastContentSchema, rssTestSchema } from './rss.ts';
export { summerConfigFormSchema, summerConfigSchema } from './summer-config.ts';
export { ossConfigSchema, uploadFileConfigSchema } from './upload-file-config.ts';
export { uploadTokenQuerySchema } from './uploads-schema.ts';
