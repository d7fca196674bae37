/** One layer's result, before the simulator adds its id and label. */
import type { MessageItem } from '../robot-config.ts';
import type { SimContext } from './match.ts';
import { isSilent } from './match.ts';
import type { LayerVerdict } from './types.ts';

export type LayerResult = Omit<LayerVerdict, 'layer' | 'label'>;
export type Layer = (ctx: SimContext) => LayerResult;

export const notApplicable = (reason: string): LayerResult => ({ outcome: 'not-applicable', reason });
export const skipped = (reason: string, extra: Partial<LayerResult> = {}): LayerResult => ({
  outcome: 'skipped',
  reason,
  ...extra,
});

/**
 * An answer with items. The plugin's rule is "a non-empty list answers": an empty list lets the next layer try,
 * a list of empty text items answers with nothing.
 */
export function answersWith(reason: string, items: MessageItem[], extra: Partial<LayerResult> = {}): LayerResult {
  return { outcome: 'answers', reason, reply: items, ...(isSilent(items) ? { silent: true } : {}), ...extra };
}

/** An answer whose content another service decides. */
export const answersDescribed = (reason: string, reply: string, extra: Partial<LayerResult> = {}): LayerResult => ({
  outcome: 'answers',
  reason,
  reply,
  ...extra,
});

/** The plugin's "handled, say nothing": one empty text item. */
export const SILENT_ITEM: MessageItem = { type: 1, content: '' };
