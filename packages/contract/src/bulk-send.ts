/**
 * Bulk send (群发助手, spec dialog 4 and §5 "Bulk send"): the console's send to many groups or friends becomes a
 * job the server runs recipient after recipient, about 1 s apart, and keeps a status per recipient.
 */
import { z } from 'zod';
import {
  BULK_SEND_MAX_MESSAGES,
  BULK_SEND_MAX_RECIPIENTS,
  BULK_SEND_MESSAGES,
  BULK_SEND_TARGETS,
  type BulkRecipientStatus,
  type BulkSendStatus,
  type BulkSendTarget,
} from './bulk-send-constants.ts';
import { pageSchema } from './content.ts';
import type { RecipientDelivery } from './delivery-truth.ts';
import { messageItemSchema } from './robot-config.ts';

const wxid = z.string().trim().min(1).max(128);
const refName = z.string().trim().min(1).max(256);

/** A group (wxid, topic as roomName or name) or a friend (wxid, nickname, remark). */
export const bulkRecipientRefSchema = z.object({
  wxid: wxid.optional(),
  roomName: refName.optional(),
  name: refName.optional(),
  alias: refName.optional(),
});
export type BulkRecipientRef = z.infer<typeof bulkRecipientRefSchema>;

const named = (ref: BulkRecipientRef) => Boolean(ref.wxid || ref.roomName || ref.name || ref.alias);

/** `POST /v1/api/ws/messages`: create a bulk send job. */
export const bulkSendJobSchema = z
  .object({
    target: z.enum(BULK_SEND_TARGETS, { error: BULK_SEND_MESSAGES.badTarget }),
    groups: z
      .array(bulkRecipientRefSchema, { error: BULK_SEND_MESSAGES.noRecipients })
      .min(1, BULK_SEND_MESSAGES.noRecipients)
      .max(BULK_SEND_MAX_RECIPIENTS, BULK_SEND_MESSAGES.tooManyRecipients)
      .refine((groups) => groups.every(named), BULK_SEND_MESSAGES.noRecipients),
    // Only the fields of a message item are kept (the shared schema passes unknown ones through): the job
    // stores them and shows them back.
    messages: z
      .array(z.object(messageItemSchema.shape), { error: BULK_SEND_MESSAGES.noMaterial })
      .min(1, BULK_SEND_MESSAGES.noMaterial)
      .max(BULK_SEND_MAX_MESSAGES, BULK_SEND_MESSAGES.tooManyMessages),
  })
  .refine((v) => v.target !== 'RoomNotice' || v.groups.every((g) => g.alias === undefined), {
    message: BULK_SEND_MESSAGES.noticeGroupsOnly,
    path: ['target'],
  })
  .refine((v) => v.target !== 'RoomNotice' || v.messages.every((m) => m.type === 1 && Boolean(m.content)), {
    message: BULK_SEND_MESSAGES.noticeTextOnly,
    path: ['messages'],
  });
export type BulkSendJobRequest = z.input<typeof bulkSendJobSchema>;

/** `GET /v1/api/bulk-sends`: paged like every list. */
export const bulkSendListQuerySchema = pageSchema;
/** The `:id` of a job. */
export const bulkSendIdSchema = z.object({ id: z.string().min(1).max(64) });

/** What creating a job answers. */
export interface BulkSendCreated {
  id: string;
}

/** A job in the list. */
export interface BulkSendJob {
  id: string;
  target: BulkSendTarget;
  status: BulkSendStatus;
  createdAt: number;
  finishedAt: number | null;
  total: number;
  /** Recipients whose robot acknowledged the command. */
  sent: number;
  /** Recipients that had their turn (published, sent, or robot offline). */
  done: number;
}

export interface BulkSendRecipient {
  name: string;
  wxid: string;
  status: BulkRecipientStatus;
  publishedAt: number | null;
  sentAt: number | null;
  /**
   * Whether the robot's own message records show the send (delivery-truth.ts); null when it was never
   * published.
   */
  delivery: RecipientDelivery | null;
}

/** One job with its messages and recipients (in sending order). */
export interface BulkSendJobDetail extends BulkSendJob {
  messages: z.infer<typeof messageItemSchema>[];
  recipients: BulkSendRecipient[];
}
