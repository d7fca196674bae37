import { messagesHook } from '../../../lib/i18n/messages';

/** The member centre's texts (zh-CN); the benefits list is in the console catalogue (the landing page shows it too). */
const zhCN = {
  statusTitle: '会员状态',
  account: '账号',
  role: '当前身份',
  roleVip: '会员',
  roleUser: '普通用户',
  isVip: '你已开通会员，以下功能均可使用。',
  notVip: '你还不是会员，开通后即可使用以下功能。',
  howTo: '会员由站点管理员开通，请联系管理员。',
  benefitsTitle: '会员权益',
};

export type MemberMessages = typeof zhCN;

/** The current locale's member centre texts. */
export const useMemberMessages = messagesHook<MemberMessages>({ 'zh-CN': zhCN });
