/**
 * The 回调事件 test call (spec §3 "Custom callback request"; ROBOT-PROTOCOL §2.8): the server POSTs a sample of
 * what the robot sends to a custom callback address, once, and says whether the answer follows the documented
 * structure `{code: 200, data: [message items]}`.
 */
import { z } from 'zod';
import type { CallbackTestStatus } from './callback-test-constants.ts';
import { isHttpUrl } from './checks.ts';

/** What the console sends: the address, the rule's custom parameters, a keyword and the rule's time-out. */
export const callbackTestSchema = z.object({
  url: z
    .string()
    .trim()
    .min(1, '请填写回调地址')
    .max(2048, '回调地址过长')
    .refine(isHttpUrl, '地址格式错误，请以 http:// 或 https:// 开头'),
  /** The sample message's text (`word`); the rule's first keyword. */
  word: z.string().max(200).default('测试'),
  moreData: z
    .array(z.object({ key: z.string().trim().min(1, '参数名不能为空').max(128), value: z.string().max(2048) }))
    .max(50)
    .default([]),
  /** The rule's time-out in seconds; the server waits at most its own bound. */
  timeout: z.number().int().min(0).max(3600).optional(),
});
export type CallbackTestRequest = z.input<typeof callbackTestSchema>;

/** The test's answer in `data` (code 0 whatever the outcome: a failed test is a result, not a refused call). */
export interface CallbackTestResult {
  status: CallbackTestStatus;
  /** What to tell the user, in Chinese. */
  message: string;
  /** The JSON body that was sent (the sample fields and the custom parameters). */
  request: Record<string, string | number>;
  /** The answer's HTTP status, when one came. */
  httpStatus?: number;
  /** The answer's body as text (at most CALLBACK_ANSWER_MAX_BYTES), when one came. */
  body?: string;
  /** Why the answer does not follow the documented structure (Chinese); empty when it does. */
  problems: string[];
  /** How many messages the robot would send, when the answer follows the structure. */
  replies?: number;
  /** How long the call took, in ms. */
  elapsedMs: number;
}
