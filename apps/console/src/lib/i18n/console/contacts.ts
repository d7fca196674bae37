import { messagesHook } from '../messages';

/**
 * The friend list and group list pages' texts (zh-CN), with the send-one-message dialog they share. The generic
 * list texts (加载失败, 重试 …) are the kit's.
 */
const zhCN = {
  searchFriends: '搜索好友',
  searchFriendsPlaceholder: '昵称或备注',
  searchRooms: '搜索群',
  searchRoomsPlaceholder: '群名称',
  friendTable: '好友列表',
  roomTable: '群列表',
  friend: '好友',
  alias: '备注',
  weixin: '微信号',
  gender: '性别',
  genders: ['未知', '男', '女'],
  room: '群名称',
  memberCount: '成员数',
  owner: '群主',
  updatedAt: '更新时间',
  actions: '操作',
  send: '发消息',
  sendTo: '给 {name} 发消息',
  noFriends: '暂无好友',
  noFriendsDescription:
    '好友列表由机器人上报：启动并登录机器人后，好友列表会自动同步。也可以点击下方按钮让机器人立即同步。',
  noRooms: '暂无群聊',
  noRoomsDescription: '群列表由机器人上报：启动并登录机器人后，群列表会自动同步。也可以点击下方按钮让机器人立即同步。',
  syncFriends: '同步好友',
  syncRooms: '同步群',
  syncSent: '发送成功，5s内请勿再次发送',
  syncWait: '已发送同步指令，请 5 秒后再试',
  sendTitleFriend: '发消息给好友',
  sendTitleRoom: '发消息到群',
  sendTarget: '发送给：{name}',
  content: '消息内容',
  contentPlaceholder: '要发送的文字',
  contentRequired: '内容必填',
  incomplete: '请将表单填写完整后发送',
  submit: '发送',
  sent: '发送成功',
  sendHint: '消息由机器人发出，请确认机器人已登录。',
  messageType: '消息类型',
  typeText: '文字',
  typeFile: '文件',
  typeLink: '链接',
  typeMini: '小程序',
  linkUnsupported: '网页版协议不支持',
  file: '文件',
  fileHint: '文件名不能带中文，大小不超过 5MB',
  selectFile: '选择文件',
  fileRequired: '文件必传',
  linkUrl: '链接url',
  linkTitle: '链接标题',
  linkDescription: '链接描述',
  thumb: '缩略图',
  thumbHint: '仅支持 JPG/PNG 格式，大小不超过 5MB',
  selectThumb: '选择缩略图',
  linkUrlRequired: '链接url必填',
  linkTitleRequired: '链接标题必填',
  linkDescriptionRequired: '链接描述必填',
  thumbRequired: '缩略图必传',
  pickMaterial: '从素材库选择',
  pickMaterialOf: '从素材库选择{kind}',
  pickHint: '选择一条素材，填入下方的表单',
  uploadFailed: '上传失败',
  // Picking rows for 群发. Here rather than with the bulk send dialog's texts, which come with the contract's
  // schemas (zod): the lists load those only with the dialog.
  pickColumn: '选择',
  pickRow: '选择 {name}',
  bulkSendPicked: '群发（已选 {count} 个）',
  clearPicked: '清空选择',
};

export type ContactsMessages = typeof zhCN;

/** The current locale's contact list texts. */
export const useContactsMessages = messagesHook<ContactsMessages>({ 'zh-CN': zhCN });
