import { messagesHook } from '../../../lib/i18n/messages';

/** The 转发助手 page's texts (zh-CN): its two lists; the dialogs' words are in forward-form-messages.ts. */
const zhCN = {
  title: '转发助手',
  description: '按关键词或按指定用户，把收到的消息转发到其他群或好友。',
  keyword: {
    title: '关键词转发',
    description:
      '监听的群或好友发来含关键词的消息时，机器人把它以“【关键词转发】”开头转发给转发对象；按顺序匹配，第一条匹配的规则生效。',
    tableLabel: '关键词转发规则列表',
    emptyTitle: '还没有关键词转发规则',
    emptyDescription: '选择要监听的群或好友和关键词，再选择转发给谁。',
    add: '添加关键词转发',
    editTitle: '编辑关键词转发',
    searchPlaceholder: '搜索关键词、群或好友',
    columns: { keywords: '关键词', reg: '匹配', source: '监听对象', target: '转发给' },
  },
  user: {
    title: '指定用户转发',
    description: '指定好友私聊发来的每条消息，机器人都转发到下面的群和好友。按昵称查找，改名后请同步修改。',
    tableLabel: '指定用户转发规则列表',
    emptyTitle: '还没有指定用户转发规则',
    emptyDescription: '填写好友昵称，再选择转发到哪些群和好友。',
    add: '添加指定用户转发',
    editTitle: '编辑指定用户转发',
    searchPlaceholder: '搜索用户、群或好友',
    columns: { name: '指定用户', type: '转发消息类型', rooms: '转发群组', contacts: '转发好友' },
  },
  kinds: { room: '群组', contact: '好友' },
};

export type ForwardMessages = typeof zhCN;

/** The current locale's 转发助手 texts. */
export const useForwardMessages = messagesHook<ForwardMessages>({ 'zh-CN': zhCN });
