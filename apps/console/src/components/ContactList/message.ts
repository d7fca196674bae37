/** The text message (type 1) the send dialog posts to `ws/contact/say` or `ws/room/say`. */
export interface TextMessage {
  type: 1;
  content: string;
}

/** The server's longest message text (messageItemSchema). */
export const MESSAGE_MAX_LENGTH = 20_000;

/** The content as it is sent: trailing blanks dropped, inner line breaks kept. */
export function normaliseContent(content: string): string {
  return content.replace(/\s+$/u, '').replace(/^\s*\n/u, '');
}

/** Whether the content has something to send (not only blanks). */
export function hasContent(content: string): boolean {
  return content.trim().length > 0;
}

/** The request body's `message` for a text. */
export function textMessage(content: string): TextMessage {
  return { type: 1, content: normaliseContent(content) };
}
