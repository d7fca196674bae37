import { type MatchType, SCOPE_OPTIONS, type Scope } from '@weassit/contract';
import { Radio, RadioGroup } from '@weassit/ui';
import { KeywordConflictNotice } from '../../../kit/config-list/KeywordConflictNotice';
import { KeywordMatchFields } from '../../../kit/config-list/KeywordMatchFields';
import type { KeywordListName } from '../../../kit/config-list/keyword-conflicts';
import type { FormState } from '../../../kit/form/use-form-state';
import { useRuleFormMessages } from './rule-form-messages';

interface KeywordRuleValues {
  keywords: string[];
  reg: MatchType;
  scope: Scope;
}
type KeywordRuleField = 'keywords' | 'reg' | 'scope';

/**
 * The fields every keyword rule shares: keywords (with the warning when another list answers one of them too),
 * match type and scope (some scopes may be closed).
 */
export function KeywordRuleFields<V extends KeywordRuleValues, F extends string>({
  form,
  list,
  allowedScopes,
  scopeDescription,
}: {
  form: FormState<V, F | KeywordRuleField>;
  /** The rule's list: a keyword another list answers too is pointed out under the keywords. */
  list: KeywordListName;
  /** Scopes that may be chosen; all when absent. */
  allowedScopes?: readonly Scope[];
  /** Why some scopes are closed. */
  scopeDescription?: string;
}) {
  const t = useRuleFormMessages();
  const { values, set, errorOf } = form;
  return (
    <>
      <KeywordMatchFields form={form} texts={t} keywordsNotice={<KeywordConflictNotice rule={values} list={list} />} />
      <RadioGroup
        label={t.scope}
        orientation="horizontal"
        value={values.scope}
        onChange={(value) => set('scope', value as V['scope'])}
        description={scopeDescription}
        isInvalid={errorOf('scope') !== undefined}
        errorMessage={errorOf('scope')}
      >
        {SCOPE_OPTIONS.map((option) => (
          <Radio
            key={option.value}
            value={option.value}
            isDisabled={allowedScopes !== undefined && !allowedScopes.includes(option.value)}
          >
            {option.label}
          </Radio>
        ))}
      </RadioGroup>
    </>
  );
}
