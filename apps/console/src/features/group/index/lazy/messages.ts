import { messagesHook } from '../../../../lib/i18n/messages';

/** The texts of the 关键词进群 dialog's fields (zh-CN): they load with the dialog, not with the list. */
const zhCN = {
  keywords: '关键词',
  keywordsHint: '好友私聊发送的词，输入后按回车添加，可添加多个',
  reg: '匹配方式',
  regHint: '机器人对进群关键词总按“包含”匹配：选精确时，包含关键词的消息同样会触发',
  roomName: '群名称',
  roomNameHint: '输入群名称搜索机器人的群；机器人按群名称找群，群改名后请在这里同步修改',
  roomSearchEmpty: '没有找到这个群',
  roomSearchFailed: '搜索群失败',
  roomSearching: '正在搜索',
  replys: '回复',
  replysHint: '邀请进群前先私聊发给好友',
  welcomes: '欢迎语',
  welcomesHint: '有人进群时在群里发送，可不填。文字欢迎语前会自动加上“<群名>：欢迎新朋友 @新成员，”；文件作为文件发送',
};

export type RoomJoinFormMessages = typeof zhCN;

/** The current locale's 关键词进群 field texts. */
export const useRoomJoinFormMessages = messagesHook<RoomJoinFormMessages>({ 'zh-CN': zhCN });
