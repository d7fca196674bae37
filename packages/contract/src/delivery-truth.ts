/**
 * Delivery truth: whether the robot itself reports having sent what the server published. The robot's 消息回调
 * (消息记录) posts every message it sends with `isMyself`; matching those records with the recipients of a send
 * turns "published to the robot" into "seen sent by the robot", or "not seen within the window".
 *
 * Times are the records' arrival on our server, not the robot's own `time`: the robot's clock may be skewed,
 * while arrival and publishing are stamped by the same server clock, so a record of a send always arrives after
 * it was published.
 */

/** How long after publishing a recipient may still be seen sent; later it is `not_seen`. */
export const DELIVERY_WINDOW_MS = 5 * 60 * 1000;

export const DeliveryState = {
  /** The robot posted its own message(s) matching everything sent to this recipient. */
  SEEN: 'seen',
  /** Published, not (fully) seen yet, the window is not over. */
  AWAITING: 'awaiting',
  /** The window is over without the robot reporting the send. */
  NOT_SEEN: 'not_seen',
  /** Message history was not switched on when this recipient was published: nothing can be said. */
  UNKNOWN: 'unknown',
} as const;
export type DeliveryState = (typeof DeliveryState)[keyof typeof DeliveryState];

export interface RecipientDelivery {
  state: DeliveryState;
  /** Arrival (epoch ms) of the last record that completed the match; null unless seen. */
  seenAt: number | null;
  /**
   * True for friends: the plugin posts a private message the robot sent with the robot itself as the
   * conversation, so the friend cannot be identified and the match is by content and time only (an estimate).
   */
  estimated: boolean;
}

/** One message item as sent (the fields that can be matched). */
export interface DeliveryItem {
  type: number;
  content?: string;
}

/** One recipient of a send, in publish order or not (they are ordered by `publishedAt` here). */
export interface DeliveryRecipient {
  isRoom: boolean;
  /** The group's or friend's wxid; empty when the send named it only by name. */
  wxid: string;
  name: string;
  /** Epoch ms (server clock); null when it was never published (queued, cancelled, robot offline). */
  publishedAt: number | null;
  items: readonly DeliveryItem[];
}

/** One of the user's `isMyself` message records. */
export interface OwnMessageRecord {
  conversationId: string;
  conversationName: string;
  isRoom: boolean;
  /** The plugin's Chinese type label (文字, 图片 …). */
  type: string;
  content: string;
  /** Arrival on our server, epoch ms. */
  at: number;
}

export interface DeliveryOptions {
  now: number;
  /**
   * Since when message history has been on (epoch ms), or null when it is off: recipients published before it
   * are `unknown`.
   */
  recordingSince: number | null;
  windowMs?: number;
  /** Group announcements: WeChat may wrap the text (e.g. an @所有人 line), so text matches by inclusion. */
  notice?: boolean;
}

/** The labels the plugin gives what it sent for each message item type (handlers/on-callback-message.js). */
const ITEM_LABELS: Record<number, readonly string[]> = {
  1: ['文字'],
  // A file by URL: an image or any file (a video is labelled 文件 or 图片 by its extension).
  2: ['图片', '文件'],
  // A base64 image.
  3: ['图片'],
  4: ['h5链接'],
  5: ['小程序'],
  8: ['语音'],
};

/** The items the plugin actually sends: it skips a text item without text. */
function sentItems(items: readonly DeliveryItem[]): DeliveryItem[] {
  return items.filter((item) => item.type !== 1 || Boolean(item.content?.trim()));
}

function itemMatches(item: DeliveryItem, record: OwnMessageRecord, notice: boolean): boolean {
  if (!ITEM_LABELS[item.type]?.includes(record.type)) return false;
  if (item.type !== 1) return true;
  const text = item.content?.trim() ?? '';
  const got = record.content.trim();
  return notice ? got.includes(text) : got === text;
}

function sameConversation(recipient: DeliveryRecipient, record: OwnMessageRecord): boolean {
  if (recipient.isRoom !== record.isRoom) return false;
  // A friend's records name the robot itself as the conversation: nothing to compare.
  if (!recipient.isRoom) return true;
  return recipient.wxid ? record.conversationId === recipient.wxid : record.conversationName === recipient.name;
}

/**
 * Decides each recipient's delivery (in the order given; null for one never published).
 *
 * Each record is used once. Recipients are taken in publish order; each of their items takes the earliest
 * unused record that matches it (same group by id, or by name when the id is unknown; same content for text,
 * the plugin's type label otherwise) and arrived within [publishedAt, publishedAt + window]. A recipient is seen
 * only when every item found a record; a partial match gives its records back for the recipients after it.
 * For friends this is an estimate: two friends sent the same text are told apart only by time, and the robot's
 * replies to anyone else with the same text in the window count too.
 */
export function deliveryTruth(
  recipients: readonly DeliveryRecipient[],
  records: readonly OwnMessageRecord[],
  options: DeliveryOptions,
): (RecipientDelivery | null)[] {
  const windowMs = options.windowMs ?? DELIVERY_WINDOW_MS;
  const sorted = records.map((record, index) => ({ record, index })).sort((a, b) => a.record.at - b.record.at);
  const used = new Set<number>();
  const answers: (RecipientDelivery | null)[] = recipients.map(() => null);
  const order = recipients
    .map((recipient, index) => ({ recipient, index }))
    .filter(({ recipient }) => recipient.publishedAt !== null)
    .sort((a, b) => (a.recipient.publishedAt as number) - (b.recipient.publishedAt as number));

  for (const { recipient, index } of order) {
    const publishedAt = recipient.publishedAt as number;
    const estimated = !recipient.isRoom;
    if (options.recordingSince === null || publishedAt < options.recordingSince) {
      answers[index] = { state: DeliveryState.UNKNOWN, seenAt: null, estimated };
      continue;
    }
    const items = sentItems(recipient.items);
    const taken: number[] = [];
    for (const item of items) {
      const found = sorted.find(
        ({ record, index: at }) =>
          !used.has(at) &&
          !taken.includes(at) &&
          record.at >= publishedAt &&
          record.at <= publishedAt + windowMs &&
          sameConversation(recipient, record) &&
          itemMatches(item, record, options.notice === true),
      );
      if (!found) break;
      taken.push(found.index);
    }
    if (items.length > 0 && taken.length === items.length) {
      for (const at of taken) used.add(at);
      const seenAt = Math.max(...taken.map((at) => (records[at] as OwnMessageRecord).at));
      answers[index] = { state: DeliveryState.SEEN, seenAt, estimated };
    } else {
      const state = options.now <= publishedAt + windowMs ? DeliveryState.AWAITING : DeliveryState.NOT_SEEN;
      answers[index] = { state, seenAt: null, estimated };
    }
  }
  return answers;
}
