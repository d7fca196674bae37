import { type MatchType, SCOPE_OPTIONS, type Scope } from '@weassit/contract';
import { Radio, RadioGroup } from '@weassit/ui';
import { KeywordMatchFields } from '../../../kit/config-list/KeywordMatchFields';
import type { FormState } from '../../../kit/form/use-form-state';
import { useRuleFormMessages } from '../rule-form-messages';

interface KeywordRuleValues {
  keywords: string[];
  reg: MatchType;
  scope: Scope;
}
type KeywordRuleField = 'keywords' | 'reg' | 'scope';

/** The fields every keyword rule shares: keywords, match type and scope (some scopes may be closed). */
export function KeywordRuleFields<V extends KeywordRuleValues, F extends string>({
  form,
  allowedScopes,
}: {
  form: FormState<V, F | KeywordRuleField>;
  /** Scopes that may be chosen; all when absent. */
  allowedScopes?: readonly Scope[];
}) {
  const t = useRuleFormMessages();
  const { values, set, errorOf } = form;
  return (
    <>
      <KeywordMatchFields form={form} texts={t} />
      <RadioGroup
        label={t.scope}
        orientation="horizontal"
        value={values.scope}
        onChange={(value) => set('scope', value as V['scope'])}
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
