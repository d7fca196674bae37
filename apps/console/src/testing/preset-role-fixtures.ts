import type { PresetRole } from '@weassit/contract';

/** The server's built-in roles (readable by everyone, not editable). */
export const builtInRolesFixture: PresetRole[] = [
  {
    id: 'builtin-assistant',
    name: '智能助手',
    content: '你是一个乐于助人的中文智能助手，回答简洁、准确、有礼貌。',
    builtIn: true,
  },
  {
    id: 'builtin-service',
    name: '客服专员',
    content: '你是一名耐心的在线客服，先确认用户的问题，再给出清晰的解决步骤；无法解决时引导用户联系人工客服。',
    builtIn: true,
  },
];

/** The user's own roles: one short, one long enough to need expanding. */
export const ownRolesFixture: PresetRole[] = [
  {
    id: 'r-own-1',
    name: '英语老师',
    content: '你是一位耐心的英语老师，用简单的英文回答并纠正语法错误。',
    builtIn: false,
  },
  {
    id: 'r-own-2',
    name: '产品经理',
    content:
      '你是一名资深产品经理。收到需求时，先复述用户的目标，再列出用户场景、核心功能、优先级和验收标准；' +
      '回答使用 Markdown 列表，每条不超过两行；遇到信息不足的情况，先提出最多三个澄清问题。结尾给出下一步建议。',
    builtIn: false,
  },
];

/** Own roles first, then the built-in ones (the server's order). */
export const presetRolesFixture: PresetRole[] = [...ownRolesFixture, ...builtInRolesFixture];
