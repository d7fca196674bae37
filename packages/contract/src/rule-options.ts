/**
 * Option lists of the keyword rules: match type and position, scope, target kind, yes/no.
 * Apart from constants.ts, which the console's entry holds whole: only the pages showing these labels fetch them.
 */
import { MatchType, Scope, TargetKind, YesNo } from './constants.ts';
import type { Option } from './options.ts';

export const MATCH_TYPE_OPTIONS: readonly Option<MatchType>[] = [
  { value: MatchType.FUZZY, label: '模糊匹配' },
  { value: MatchType.EXACT, label: '精确匹配' },
];

/** Keyword position options for matching. */
export const MATCH_POSITION_OPTIONS: readonly Option<'start' | 'middle' | 'end'>[] = [
  { value: 'start', label: '开头' },
  { value: 'middle', label: '中间' },
  { value: 'end', label: '结尾' },
];

export const TARGET_KIND_OPTIONS: readonly Option<TargetKind>[] = [
  { value: TargetKind.CONTACT, label: '好友' },
  { value: TargetKind.ROOM, label: '群组' },
];

export const YES_NO_OPTIONS: readonly Option<YesNo>[] = [
  { value: YesNo.YES, label: '是' },
  { value: YesNo.NO, label: '否' },
];

export const SCOPE_OPTIONS: readonly Option<Scope>[] = [
  { value: Scope.ALL, label: '全部' },
  { value: Scope.ROOM, label: '仅群聊' },
  { value: Scope.FRIEND, label: '仅私聊' },
];
