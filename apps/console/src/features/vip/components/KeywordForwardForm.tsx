import { TARGET_KIND_OPTIONS, TargetKind } from '@weassit/contract';
import { Radio, RadioGroup } from '@weassit/ui';
import type { ConfigItemForm } from '../../../kit/config-list/item-form';
import { KeywordMatchFields } from '../../../kit/config-list/KeywordMatchFields';
import type { FormState } from '../../../kit/form/use-form-state';
import type { Locale } from '../../../lib/i18n/catalogues';
import { forwardFormMessages, useForwardFormMessages } from '../forward-form-messages';
import type { KeywordForwardRule } from '../forward-rule';
import {
  emptyKeywordForward,
  type KeywordForwardField,
  type KeywordForwardValues,
  keywordForwardToForm,
  keywordForwardToItem,
  validateKeywordForward,
} from '../forward-rule-form';
import { ForwardTargetsField } from './ForwardTargetsField';

/** 群组 first, as the dialog of the spec lists them. */
const KINDS = [...TARGET_KIND_OPTIONS].sort(
  (a, b) => Number(b.value === TargetKind.ROOM) - Number(a.value === TargetKind.ROOM),
);

const asKind = (value: string): TargetKind => (value === TargetKind.CONTACT ? TargetKind.CONTACT : TargetKind.ROOM);

/**
 * The fields of one 关键词转发 rule (dialog 2): keywords and match, whom to listen to (groups or friends, the
 * matching multi-select) and where to forward. Changing a type empties its targets: they were the other kind.
 */
export function KeywordForwardForm({ form }: { form: FormState<KeywordForwardValues, KeywordForwardField> }) {
  const t = useForwardFormMessages();
  const { values, patch, set, touch, errorOf } = form;
  return (
    <>
      <KeywordMatchFields form={form} texts={t} />
      <RadioGroup
        label={t.type}
        orientation="horizontal"
        value={values.type}
        onChange={(value) => patch({ type: asKind(value), targets: [] })}
      >
        {KINDS.map((option) => (
          <Radio key={option.value} value={option.value}>
            {option.label}
          </Radio>
        ))}
      </RadioGroup>
      <ForwardTargetsField
        key={`targets-${values.type}`}
        kind={values.type}
        label={values.type === TargetKind.ROOM ? t.targetsRoom : t.targetsContact}
        description={t.targetsHint}
        value={values.targets}
        onChange={(targets) => {
          set('targets', targets);
          touch('targets');
        }}
        errorMessage={errorOf('targets')}
      />
      <RadioGroup
        label={t.forwardType}
        orientation="horizontal"
        value={values.forwardType}
        onChange={(value) => patch({ forwardType: asKind(value), forwardTargets: [] })}
      >
        {KINDS.map((option) => (
          <Radio key={option.value} value={option.value}>
            {option.label}
          </Radio>
        ))}
      </RadioGroup>
      <ForwardTargetsField
        key={`forward-${values.forwardType}`}
        kind={values.forwardType}
        label={values.forwardType === TargetKind.ROOM ? t.forwardTargetsRoom : t.forwardTargetsContact}
        description={t.targetsHint}
        value={values.forwardTargets}
        onChange={(targets) => {
          set('forwardTargets', targets);
          touch('forwardTargets');
        }}
        errorMessage={errorOf('forwardTargets')}
      />
    </>
  );
}

/** The 关键词转发 dialog's form: this module loads with the dialog, so none of it is in the list's first visit. */
export function keywordForwardItemForm(
  locale: Locale,
): ConfigItemForm<KeywordForwardRule, KeywordForwardValues, KeywordForwardField> {
  const texts = forwardFormMessages(locale);
  return {
    empty: emptyKeywordForward,
    toForm: keywordForwardToForm,
    toItem: keywordForwardToItem,
    validate: (values) => validateKeywordForward(values, texts),
    render: (state) => <KeywordForwardForm form={state} />,
    size: 'lg',
    warnIncomplete: true,
  };
}
