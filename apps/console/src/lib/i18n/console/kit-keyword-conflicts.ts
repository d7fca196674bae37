import { messagesHook } from '../messages';

/** The texts of the cross-list keyword warning (zh-CN), loaded with the rule dialogs. */
const zhCN = {
  title: '关键词与其他功能重叠',
  same: '关键词“{keyword}”也是{list}的关键词',
  overlap: '关键词“{keyword}”与{list}的关键词“{other}”重叠',
  otherFirst: '{where}由{list}先响应，此规则不会回复',
  otherFirstFor: '{where}收到“{example}”时由{list}先响应，此规则不会回复',
  thisFirst: '{where}此规则先响应，{list}的规则不会回复',
  thisFirstFor: '{where}收到“{example}”时此规则先响应，{list}的规则不会回复',
  where: { both: '私聊和群聊中', private: '私聊中', room: '群聊中' },
  lists: {
    roomJoinKeywords: '关键词进群',
    callBackEvents: '回调事件',
    eventKeywords: '技能中心',
    replyKeywords: '简单问答',
  },
};

export type KeywordConflictMessages = typeof zhCN;

/** The cross-list keyword warning's texts in the current locale. */
export const useKeywordConflictMessages = messagesHook<KeywordConflictMessages>({ 'zh-CN': zhCN });
