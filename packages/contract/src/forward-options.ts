/**
 * Option lists of forwarding and group sync.
 * Apart from constants.ts, which the console's entry holds whole: only the pages showing these labels fetch them.
 */
import { SyncMode } from './constants.ts';
import type { Option } from './options.ts';

export const SYNC_MODE_OPTIONS: readonly Option<SyncMode>[] = [
  { value: SyncMode.ONE_TO_MANY, label: '一对多' },
  { value: SyncMode.MANY_TO_ONE, label: '多对一' },
  { value: SyncMode.MANY_TO_MANY, label: '多对多' },
];

/** Forward modes: text only, or every message. */
export const FORWARD_MODE_OPTIONS: readonly Option<'text' | 'all'>[] = [
  { value: 'text', label: '仅文字' },
  { value: 'all', label: '全部消息' },
];
