/**
 * The console's message catalogue, zh-CN (the default and, for now, only locale). Every user-facing string
 * lives here; a new locale is a file with the same shape (typed by `Messages`) registered in `catalogues.ts`.
 */
export const zhCN = {
  app: {
    brand: '智能微秘书',
    consoleName: '智能微秘书 管理后台',
    loading: '加载中…',
  },
  login: {
    title: '登录',
    subtitle: '登录后即可配置和管理你的微信机器人',
    submit: '登录',
    placeholderNotice: '登录功能即将开放。',
  },
  health: {
    checking: '正在连接服务…',
    ok: '服务正常（{database}，版本 {version}）',
    down: '无法连接服务：{reason}',
  },
  notFound: {
    title: '页面不存在',
    description: '你访问的页面不存在或已被移除。',
    backToLogin: '返回登录页',
  },
  errors: {
    fallback: 'Error',
  },
};

export type Messages = typeof zhCN;
