import { SCOPE_OPTIONS, Scope } from '@weassit/contract';
import { Checkbox, Radio, RadioGroup } from '@weassit/ui';
import type { FormState } from '../form/use-form-state';

export interface ScopeTexts {
  scope: string;
  /** The @ checkbox (e.g. 群聊中需要 @ 机器人才回复). */
  needAt: string;
}

interface ScopeValues {
  scope: Scope;
  needAt: boolean;
}

/**
 * Where a keyword rule answers (ROBOT-PROTOCOL §4.3: 全部, 仅群聊, 仅私聊) and whether a group message must @ the
 * robot; the latter only means something where groups are in scope.
 */
export function ScopeFields<V extends ScopeValues, F extends string>({
  form,
  texts,
}: {
  form: FormState<V, F | 'scope' | 'needAt'>;
  texts: ScopeTexts;
}) {
  const { values, set } = form;
  return (
    <>
      <RadioGroup
        label={texts.scope}
        orientation="horizontal"
        value={values.scope}
        onChange={(value) => set('scope', value as V['scope'])}
      >
        {SCOPE_OPTIONS.map((option) => (
          <Radio key={option.value} value={option.value}>
            {option.label}
          </Radio>
        ))}
      </RadioGroup>
      <Checkbox
        isSelected={values.needAt}
        isDisabled={values.scope === Scope.FRIEND}
        onChange={(on) => set('needAt', on as V['needAt'])}
      >
        {texts.needAt}
      </Checkbox>
    </>
  );
}
