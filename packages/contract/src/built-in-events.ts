/**
 * The robot's built-in skill events (spec §9), apart from constants.ts so the console's entry chunk does not
 * carry them.
 */
/** Built-in robot events and where they may be used. */
export interface BuiltInEvent {
  readonly event: string;
  readonly label: string;
  readonly privateOnly: boolean;
}
export const BUILT_IN_EVENTS: readonly BuiltInEvent[] = [
  { event: 'sweetword', label: '土味情话', privateOnly: false },
  { event: 'news', label: '新闻资讯', privateOnly: false },
  { event: 'cname', label: '垃圾分类（中文名）', privateOnly: false },
  { event: 'rubbish', label: '垃圾分类', privateOnly: false },
  { event: 'mingyan', label: '名人名言', privateOnly: false },
  { event: 'star', label: '星座运势', privateOnly: false },
  { event: 'xing', label: '姓氏起源', privateOnly: false },
  { event: 'lunar', label: '老黄历', privateOnly: false },
  { event: 'goldreply', label: '神回复', privateOnly: false },
  { event: 'rkl', label: '绕口令', privateOnly: false },
  { event: 'skl', label: '顺口溜', privateOnly: false },
  { event: 'emo', label: '表情包', privateOnly: false },
  { event: 'meinv', label: '美女图片', privateOnly: false },
  { event: 'reloadFriend', label: '同步好友和群', privateOnly: true },
  { event: 'updateConfig', label: '更新配置', privateOnly: true },
];
