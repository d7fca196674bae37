import { Alert } from '@weassit/ui';
import { type KeywordConflictMessages, useKeywordConflictMessages } from '../../lib/i18n/console/kit-keyword-conflicts';
import { format } from '../../lib/i18n/format';
import { type KeywordConflict, type KeywordListName, keywordConflicts, type RuleKeywords } from './keyword-conflicts';
import { useRobotConfig } from './use-robot-config';

/** One conflict in words: which keyword, and who answers first where. */
export function describeConflict(conflict: KeywordConflict, t: KeywordConflictMessages): string {
  const list = t.lists[conflict.list];
  const where = conflict.chats.length > 1 ? t.where.both : t.where[conflict.chats[0] ?? 'private'];
  const head =
    conflict.keyword.toLowerCase() === conflict.other.toLowerCase()
      ? format(t.same, { keyword: conflict.keyword, list })
      : format(t.overlap, { keyword: conflict.keyword, list, other: conflict.other });
  const values = { where, list, example: conflict.example ?? '' };
  const body =
    conflict.first === 'other'
      ? format(conflict.example ? t.otherFirstFor : t.otherFirst, values)
      : format(conflict.example ? t.thisFirstFor : t.thisFirst, values);
  return `${head}：${body}`;
}

export interface KeywordConflictNoticeProps {
  /** The edited rule's keywords, match and scope, as the form has them now. */
  rule: RuleKeywords;
  /** The list the rule belongs to. */
  list: KeywordListName;
  /** The whole robot config; read (quietly) when absent. */
  config?: Readonly<Record<string, unknown>>;
}

/**
 * A warning under a rule's keywords when another keyword list answers one of them too (ROBOT-PROTOCOL §4.3 order
 * of evaluation): it says which list the robot tries first. It does not block saving: the overlap may be meant.
 */
export function KeywordConflictNotice({ rule, list, config }: KeywordConflictNoticeProps) {
  const t = useKeywordConflictMessages();
  const loaded = useRobotConfig(config === undefined);
  const conflicts = keywordConflicts(rule, list, config ?? loaded);
  if (conflicts.length === 0) return null;
  return (
    <Alert variant="warning" role="status" title={t.title}>
      {conflicts.length === 1 ? (
        describeConflict(conflicts[0] as KeywordConflict, t)
      ) : (
        <ul>
          {conflicts.map((conflict) => (
            <li key={`${conflict.keyword}-${conflict.list}-${conflict.other}`}>{describeConflict(conflict, t)}</li>
          ))}
        </ul>
      )}
    </Alert>
  );
}
