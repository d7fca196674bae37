import { BUILT_IN_EVENTS, Scope } from '@weassit/contract';
import { Select } from '@weassit/ui';
import { useHref } from 'react-router-dom';
import { paths } from '../../../../config/paths';
import type { ConfigItemForm } from '../../../../kit/config-list/item-form';
import type { FormState } from '../../../../kit/form/use-form-state';
import { format } from '../../../../lib/i18n/format';
import { KeywordRuleFields } from '../../lazy/KeywordRuleFields';
import { useRuleFormMessages } from '../../lazy/rule-form-messages';
import { useSkillMessages } from '../messages';
import { builtInEvent, isPrivateOnly, needsTianxingKey, type SkillRule } from '../skill-rule';
import {
  emptySkillRule,
  type SkillRuleField,
  type SkillRuleTexts,
  type SkillRuleValues,
  skillRuleToForm,
  skillRuleToItem,
  validateSkillRule,
} from './skill-rule-form';

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
  const configHref = useHref(paths.wechatIndex.getHref());
  return (
    <>
      <KeywordRuleFields
        form={form}
        list="eventKeywords"
        allowedScopes={privateOnly ? [Scope.FRIEND] : undefined}
        scopeDescription={privateOnly ? t.privateOnlyScope : undefined}
      />
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
        description={
          !hasTianxingKey && needsTianxingKey(values.event) ? (
            <>
              {t.needsKey}
              {/* A new tab: the dialog and its values stay. */}
              <a href={configHref} target="_blank" rel="noopener">
                {t.openConfig}
              </a>
            </>
          ) : undefined
        }
      />
    </>
  );
}

/** The 技能中心 dialog's form: this module loads with the dialog, so none of it is in the list's first visit. */
export function skillItemForm(
  texts: SkillRuleTexts,
  hasTianxingKey: boolean,
): ConfigItemForm<SkillRule, SkillRuleValues, SkillRuleField> {
  return {
    empty: emptySkillRule,
    toForm: skillRuleToForm,
    toItem: skillRuleToItem,
    validate: (values, others) => validateSkillRule(values, others, texts),
    render: (state) => <SkillRuleForm form={state} hasTianxingKey={hasTianxingKey} />,
  };
}
