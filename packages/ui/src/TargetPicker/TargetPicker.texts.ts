/** The picker's built-in Chinese texts, per kind of target, and the type consumers override them with. */

/** Friends (`contact`) or groups (`room`): only the built-in texts differ. */
export type TargetKind = 'contact' | 'room';

/** The picker's built-in texts. Every one has a Chinese default (some depend on `kind`). */
export interface TargetPickerTexts {
  /** The search box's accessible name. Default 搜索好友 / 搜索群组. */
  searchLabel: string;
  /** The search box's placeholder. Default 搜索昵称、备注或微信号 / 搜索群名称或群 ID. */
  searchPlaceholder: string;
  /** The list's accessible name when there is no `label`. Default 好友列表 / 群组列表. */
  listLabel: string;
  /** The selected tags' accessible name. Default 已选好友 / 已选群组. */
  selectedLabel: string;
  /** Shown in place of the tags when nothing is selected. Default 未选择好友 / 未选择群组. */
  noneSelected: string;
  /** Shown when there are no options at all. Default 暂无好友 / 暂无群组. */
  empty: string;
  /** Shown when the search matches nothing. Default 无匹配结果. */
  noMatches: string;
  /** Shown while `isLoading`. Default 加载中…. */
  loading: string;
  /** The action that selects every option the search matches. Default 全选当前结果. */
  selectAll: string;
  /** The action that empties the selection. Default 清空. */
  clear: string;
  /** A tag's remove button (read before the tag's text). Default 移除. */
  removeTag: string;
  /** The number of options the search matches. Default 共 N 个结果. */
  resultCount: (count: number) => string;
  /** The number of selected options. Default 已选 N 项. */
  selectedCount: (count: number) => string;
  /** After the tags when more are selected than `maxVisibleTags`. Default 等另外 N 项. */
  moreSelected: (count: number) => string;
}

const numberFormat = new Intl.NumberFormat('zh-CN');
const formatCount = (n: number) => numberFormat.format(n);

const commonTexts = {
  noMatches: '无匹配结果',
  loading: '加载中…',
  selectAll: '全选当前结果',
  clear: '清空',
  removeTag: '移除',
  resultCount: (n: number) => `共 ${formatCount(n)} 个结果`,
  selectedCount: (n: number) => `已选 ${formatCount(n)} 项`,
  moreSelected: (n: number) => `等另外 ${formatCount(n)} 项`,
};

export const defaultTexts: Record<TargetKind, TargetPickerTexts> = {
  contact: {
    ...commonTexts,
    searchLabel: '搜索好友',
    searchPlaceholder: '搜索昵称、备注或微信号',
    listLabel: '好友列表',
    selectedLabel: '已选好友',
    noneSelected: '未选择好友',
    empty: '暂无好友',
  },
  room: {
    ...commonTexts,
    searchLabel: '搜索群组',
    searchPlaceholder: '搜索群名称或群 ID',
    listLabel: '群组列表',
    selectedLabel: '已选群组',
    noneSelected: '未选择群组',
    empty: '暂无群组',
  },
};
