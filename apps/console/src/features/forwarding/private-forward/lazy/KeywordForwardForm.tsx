import { TARGET_KIND_OPTIONS, TargetKind } from '@weassit/contract';
import { Radio, RadioGroup } from '@weassit/ui';
import type { ConfigItemForm } from '../../../../kit/config-list/item-form';
import { KeywordMatchFields } from '../../../../kit/config-list/KeywordMatchFields';
import type { FormState } from '../../../../kit/form/use-form-state';
import type { Locale } from '../../../../lib/i18n/catalogues';
import type { KeywordForwardRule } from '../forward-rule';
import { ForwardTargetsField } from './ForwardTargetsField';
import {
  emptyKeywordForward,
  type KeywordForwardField,
  type KeywordForwardValues,
  keywordForwardToForm,
  keywordForwardToItem,
  validateKeywordForward,
} from './forward-rule-form';
import { forwardFormMessages, useForwardFormMessages } from './messages';

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
      <KindAndTargets
        kindLabel={t.type}
        kind={values.type}
        targetsLabel={values.type === TargetKind.ROOM ? t.targetsRoom : t.targetsContact}
        description={t.targetsHint}
        targets={values.targets}
        onKindChange={(type) => patch({ type, targets: [] })}
        onTargetsChange={(targets) => {
          set('targets', targets);
          touch('targets');
        }}
        errorMessage={errorOf('targets')}
      />
      <KindAndTargets
        kindLabel={t.forwardType}
        kind={values.forwardType}
        targetsLabel={values.forwardType === TargetKind.ROOM ? t.forwardTargetsRoom : t.forwardTargetsContact}
        description={t.targetsHint}
        targets={values.forwardTargets}
        onKindChange={(forwardType) => patch({ forwardType, forwardTargets: [] })}
        onTargetsChange={(forwardTargets) => {
          set('forwardTargets', forwardTargets);
          touch('forwardTargets');
        }}
        errorMessage={errorOf('forwardTargets')}
      />
    </>
  );
}

type Targets = KeywordForwardValues['targets'];

/**
 * A target kind (群组 / 好友) and the matching multi-select. The select is keyed by kind so that switching
 * starts an empty search of the other kind.
 */
function KindAndTargets(props: {
  kindLabel: string;
  kind: TargetKind;
  targetsLabel: string;
  description: string;
  targets: Targets;
  onKindChange: (kind: TargetKind) => void;
  onTargetsChange: (targets: Targets) => void;
  errorMessage: string | undefined;
}) {
  return (
    <>
      <RadioGroup
        label={props.kindLabel}
        orientation="horizontal"
        value={props.kind}
        onChange={(value) => props.onKindChange(asKind(value))}
      >
        {KINDS.map((option) => (
          <Radio key={option.value} value={option.value}>
            {option.label}
          </Radio>
        ))}
      </RadioGroup>
      <ForwardTargetsField
        key={props.kind}
        kind={props.kind}
        label={props.targetsLabel}
        description={props.description}
        value={props.targets}
        onChange={props.onTargetsChange}
        errorMessage={props.errorMessage}
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
