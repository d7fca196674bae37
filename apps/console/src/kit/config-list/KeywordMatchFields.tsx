import { MATCH_TYPE_OPTIONS, type MatchType } from '@weassit/contract';
import { Radio, RadioGroup, TagInput } from '@weassit/ui';
import type { ReactNode } from 'react';
import type { FormState } from '../form/use-form-state';

export interface KeywordMatchTexts {
  keywords: string;
  keywordsHint: string;
  reg: string;
  /** Under the match choice, where a list's robot matches in its own way. */
  regHint?: string;
}

interface KeywordMatchValues {
  keywords: string[];
  reg: MatchType;
}

/** The fields every keyword rule starts with: its keywords and how they match. */
export function KeywordMatchFields<V extends KeywordMatchValues, F extends string>({
  form,
  texts,
  keywordsNotice,
  autoFocus = true,
}: {
  form: FormState<V, F | 'keywords' | 'reg'>;
  texts: KeywordMatchTexts;
  /** Shown under the keywords (e.g. KeywordConflictNotice: another list answers one of them too). */
  keywordsNotice?: ReactNode;
  /** Focus the keywords on mount (in a dialog); a form on a page leaves the focus where it is. @default true */
  autoFocus?: boolean;
}) {
  const { values, set, errorOf } = form;
  return (
    <>
      <TagInput
        label={texts.keywords}
        description={texts.keywordsHint}
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
        autoFocus={autoFocus}
      />
      {keywordsNotice}
      <RadioGroup
        label={texts.reg}
        description={texts.regHint}
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
    </>
  );
}
