import type { MessageItem } from '@weassit/contract';
import { type KeywordRule, keywordsMatch } from '../../../kit/config-list/keyword-rule';
import { messagesContain } from '../../../kit/config-list/message-summary';

/** A 简单问答 rule as stored (`replyKeywords`): keywords, match, scope, needAt and the replies, in order. */
export interface ReplyRule extends KeywordRule {
  replys?: MessageItem[];
}

/** Search: a keyword, a text reply or a material's name containing the word. */
export const matchesReplyRule = (rule: ReplyRule, word: string): boolean =>
  keywordsMatch(rule, word) || messagesContain(rule.replys, word);
