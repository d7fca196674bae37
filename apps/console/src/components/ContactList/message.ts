import type { MessageItem } from '@weassit/contract';
import type { Material } from '@weassit/ui';
import { materialCopyToMessage } from '../../kit/config-list/material-copy';
import type { FieldErrors } from '../../kit/form/use-form-state';

/** The text message (type 1) the send dialog posts to `ws/contact/say` or `ws/room/say`. */
export interface TextMessage {
  type: 1;
  content: string;
}

/** The server's longest message text (messageItemSchema). */
export const MESSAGE_MAX_LENGTH = 20_000;
/** The server's longest url, title and description of an item (messageItemSchema). */
export const URL_MAX_LENGTH = 4096;
export const TITLE_MAX_LENGTH = 256;
export const DESCRIPTION_MAX_LENGTH = 2000;

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

/**
 * The kinds of message the send dialog offers (spec §5 "Send-message form", ROBOT-PROTOCOL §4.1): 文字 1,
 * 文件 2, 链接 4 (not on the web protocol), 小程序 5 (shown, not offered).
 */
export const SendType = { TEXT: 1, FILE: 2, LINK: 4, MINI_PROGRAM: 5 } as const;
export type SendType = (typeof SendType)[keyof typeof SendType];

/** The send dialog's values: each kind keeps its own fields, so switching kinds back and forth loses nothing. */
export interface SendFormValues {
  type: SendType;
  content: string;
  /** 文件: the uploaded (or picked) file's URL. */
  fileUrl: string;
  /** 链接: the card's address, title, description and picture. */
  linkUrl: string;
  title: string;
  description: string;
  thumbUrl: string;
}

export type SendField = 'content' | 'fileUrl' | 'linkUrl' | 'title' | 'description' | 'thumbUrl';

/** The words of `validateSendForm` (spec §5). */
export interface SendFormTexts {
  contentRequired: string;
  fileRequired: string;
  linkUrlRequired: string;
  linkTitleRequired: string;
  linkDescriptionRequired: string;
  thumbRequired: string;
}

export const emptySendForm = (): SendFormValues => ({
  type: SendType.TEXT,
  content: '',
  fileUrl: '',
  linkUrl: '',
  title: '',
  description: '',
  thumbUrl: '',
});

const blank = (text: string) => text.trim() === '';

/** What is missing for the chosen kind: 内容必填, 文件必传, 链接url必填, 链接标题必填, 链接描述必填, 缩略图必传. */
export function validateSendForm(values: SendFormValues, texts: SendFormTexts): FieldErrors<SendField> {
  const errors: FieldErrors<SendField> = {};
  if (values.type === SendType.TEXT && !hasContent(values.content)) errors.content = texts.contentRequired;
  if (values.type === SendType.FILE && blank(values.fileUrl)) errors.fileUrl = texts.fileRequired;
  if (values.type === SendType.LINK) {
    if (blank(values.linkUrl)) errors.linkUrl = texts.linkUrlRequired;
    if (blank(values.title)) errors.title = texts.linkTitleRequired;
    if (blank(values.description)) errors.description = texts.linkDescriptionRequired;
    if (blank(values.thumbUrl)) errors.thumbUrl = texts.thumbRequired;
  }
  return errors;
}

/** The request body's `message` (ROBOT-PROTOCOL §4.1) of valid values: only the chosen kind's fields. */
export function sendFormToMessage(values: SendFormValues): MessageItem {
  switch (values.type) {
    case SendType.FILE:
      return { type: SendType.FILE, url: values.fileUrl.trim() };
    case SendType.LINK:
      return {
        type: SendType.LINK,
        url: values.linkUrl.trim(),
        title: values.title.trim(),
        description: values.description.trim(),
        thumbUrl: values.thumbUrl.trim(),
      };
    default:
      return { ...textMessage(values.content) };
  }
}

/**
 * A material picked from the library, copied into the form (as the kit copies one into a message list): its
 * kind's fields replace the form's, the other kinds' stay.
 */
export function materialToSendForm(values: SendFormValues, material: Material): SendFormValues {
  const item = materialCopyToMessage(material);
  switch (item.type) {
    case SendType.TEXT:
      return { ...values, type: SendType.TEXT, content: item.content ?? '' };
    case SendType.FILE:
      return { ...values, type: SendType.FILE, fileUrl: item.url ?? '' };
    case SendType.LINK:
      return {
        ...values,
        type: SendType.LINK,
        linkUrl: item.url ?? '',
        title: item.title ?? '',
        description: item.description ?? '',
        thumbUrl: item.thumbUrl ?? '',
      };
    default:
      return values;
  }
}

/** The file name a URL ends with (the robot names the file it sends after it), decoded. */
export function fileNameOfUrl(url: string): string {
  const last = url.split(/[?#]/)[0]?.split('/').pop() ?? '';
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}
