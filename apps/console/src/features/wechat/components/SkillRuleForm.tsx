import { BUILT_IN_EVENTS, Scope } from '@weassit/contract';
import { Select } from '@weassit/ui';
import type { FormState } from '../../../kit/form/use-form-state';
import { format } from '../../../lib/i18n/format';
import { useRuleFormMessages } from '../rule-form-messages';
import { useSkillMessages } from '../skill-messages';
import {
  builtInEvent,
  isPrivateOnly,
  needsTianxingKey,
  type SkillRuleField,
  type SkillRuleValues,
} from '../skill-rule';
import { KeywordRuleFields } from './KeywordRuleFields';

export interface SkillRuleFormProps {
  form: FormState<SkillRuleValues, SkillRuleField>;
  /** Whether the basic config has a 天行 key (the content skills need one). */
  hasTianxingKey: boolean;
}

/** The fields of one 技能中心 rule: keywords, match, scope and the skill (private-only ones force 仅私聊). */
export function SkillRuleForm({ form, hasTianxingKey }: SkillRuleFormProps) {
  const t = { ...useSkillMessages(), ...useRuleFormMessages() };
  const { values, patch, errorOf } = form;
  const items = BUILT_IN_EVENTS.map((known) => ({
    id: known.event,
    label: known.privateOnly ? format(t.privateOnlyMark, { label: known.label }) : known.label,
  }));
  // A stored event the console does not list (event-…, outapi-…) stays selectable, under its id.
  if (values.event !== '' && !builtInEvent(values.event)) {
    items.push({ id: values.event, label: format(t.customEvent, { event: values.event }) });
  }
  const privateOnly = isPrivateOnly(values.event);
  return (
    <>
      <KeywordRuleFields form={form} allowedScopes={privateOnly ? [Scope.FRIEND] : undefined} />
      <Select
        name="event"
        label={t.event}
        placeholder={t.eventPlaceholder}
        items={items}
        value={values.event === '' ? null : values.event}
        onChange={(key) => {
          if (key === null) return;
          const event = String(key);
          // A private-only skill cannot answer in groups: its scope follows.
          patch(isPrivateOnly(event) ? { event, scope: Scope.FRIEND } : { event });
        }}
        isRequired
        isInvalid={errorOf('event') !== undefined}
        errorMessage={errorOf('event')}
        description={!hasTianxingKey && needsTianxingKey(values.event) ? t.needsKey : undefined}
      />
    </>
  );
}

/** The dialog loads the fields (tag input, select, radios) on demand. */
export default SkillRuleForm;
