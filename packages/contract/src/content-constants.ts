/**
 * Prompt limits, the page size cap and the news and custom channels: no schemas here, so the pages that list them
 * do not download zod (the schemas are in content.ts).
 */
import { DIFY_WORKFLOW_SORT_ID } from './batch-task-constants.ts';

export const PROMPT_NAME_MAX_LENGTH = 64;
export const PROMPT_CONTENT_MAX_LENGTH = 20_000;
export const PAGE_SIZE_MAX = 100;

/** News categories for the news schedule (`GET /api/wechat/channellist`). */
export const NEWS_CHANNELS: readonly { colid: number; name: string }[] = [
  '社会',
  '国内',
  '国际',
  '娱乐',
  '体育',
  'NBA',
  '足球',
  '科技',
  '创业',
  '苹果',
  '军事',
  '移动互联',
  '旅游',
  '健康',
  '奇闻',
  'VR',
  'IT',
  '汽车',
  '财经',
  '游戏',
  '女性',
  '动漫',
  '互联网',
  '区块链',
  '人工智能',
  '科学探索',
  '环境保护',
].map((name, i) => ({ colid: i + 1, name }));

/**
 * Sources of 自定义内容 (`GET /api/wechat/customchannellist`): only the Dify workflow the robot runs itself
 * (`isLocal`). The server has no content service behind other ids (`GET /customnews` answers `[]`), so it offers
 * none (docs/decisions/018-batch-tasks.md).
 */
export const CUSTOM_CHANNELS: readonly { sortId: number; name: string }[] = [
  { sortId: DIFY_WORKFLOW_SORT_ID, name: 'Dify 工作流' },
];
