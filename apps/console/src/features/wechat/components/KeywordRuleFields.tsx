import { MATCH_TYPE_OPTIONS, type MatchType, SCOPE_OPTIONS, type Scope } from '@weassit/contract';
import { Radio, RadioGroup, TagInput } from '@weassit/ui';
import type { FormState } from '../../../kit/form/use-form-state';
import { useRuleMessages } from '../rule-messages';

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
  const t = useRuleMessages();
  const { values, set, errorOf } = form;
  return (
    <>
      <TagInput
        label={t.keywords}
        description={t.keywordsHint}
        value={values.keywords}
        onChange={(keywords) => {
          set('keywords', keywords as V['keywords']);
          form.touch('keywords');
        }}
        maxLength={200}
        maxTags={500}
        isRequired
        validationBehavior="aria"
        isInvalid={errorOf('keywords') !== undefined}
        errorMessage={errorOf('keywords')}
        autoFocus
      />
      <RadioGroup
        label={t.reg}
        orientation="horizontal"
        value={String(values.reg)}
        onChange={(value) => set('reg', Number(value) as V['reg'])}
      >
        {MATCH_TYPE_OPTIONS.map((option) => (
          <Radio key={option.value} value={String(option.value)}>
            {option.label}
          </Radio>
        ))}
      </RadioGroup>
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
