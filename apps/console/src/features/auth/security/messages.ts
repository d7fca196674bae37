import { messagesHook } from '../../../lib/i18n/messages';

/** The account security page's texts (zh-CN): change the password, the signed-in devices, log out everywhere. */
const zhCN = {
  passwordTitle: '修改密码',
  passwordHint: '修改后，其他设备上的登录会立即退出；当前设备保持登录。',
  currentPassword: '当前密码',
  newPassword: '新密码',
  confirmPassword: '确认新密码',
  passwordMismatch: '两次输入的新密码不一致',
  changePassword: '修改密码',
  changingPassword: '提交中',
  passwordChanged: '密码已修改，其他设备上的登录已退出',
  sessionsTitle: '登录设备',
  sessionsHint: '以下是当前登录着你账号的浏览器和设备。不认识的设备请立即退出，并修改密码。',
  sessionsTable: '登录设备列表',
  device: '设备',
  unknownDevice: '未知设备',
  address: 'IP 地址',
  unknownAddress: '未知',
  createdAt: '登录时间',
  lastUsedAt: '最近使用',
  actions: '操作',
  thisDevice: '当前设备',
  revoke: '退出',
  revokeLabel: '退出 {device}',
  revokeTitle: '退出该设备',
  revokeConfirm: '该设备上的登录将立即失效，需要重新登录才能使用。确定退出吗？',
  revokeOk: '退出',
  revoked: '已退出该设备上的登录',
  loadingSessions: '正在加载登录设备',
  sessionsFailed: '登录设备加载失败',
  sessionsFailedHint: '请检查网络后重试。',
  retry: '重试',
  noSessions: '暂无其他登录设备',
  logoutAll: '退出所有设备',
  logoutAllHint: '怀疑账号被他人使用时，可退出所有设备（包括当前设备），机器人密钥也会同时更换。',
  logoutAllTitle: '退出所有设备',
  logoutAllDescription:
    '所有设备上的登录（包括当前设备）将立即失效，机器人密钥也会更换，需要把新密钥填入机器人。请输入登录密码确认。',
  logoutAllDone: '已退出所有设备，请重新登录',
};

export type SecurityMessages = typeof zhCN;

/** The current locale's account security texts. */
export const useSecurityMessages = messagesHook<SecurityMessages>({ 'zh-CN': zhCN });
