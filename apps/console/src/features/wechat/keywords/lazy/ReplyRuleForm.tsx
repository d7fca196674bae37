import { Checkbox } from '@weassit/ui';
import type { ConfigItemForm } from '../../../../kit/config-list/item-form';
import { MessageItemsField } from '../../../../kit/config-list/MessageItemsField';
import type { FormState } from '../../../../kit/form/use-form-state';
import { KeywordRuleFields } from '../../lazy/KeywordRuleFields';
import { useRuleFormMessages } from '../../lazy/rule-form-messages';
import type { ReplyRule } from '../reply-rule';
import {
  emptyReplyRule,
  type ReplyRuleField,
  type ReplyRuleTexts,
  type ReplyRuleValues,
  replyRuleToForm,
  replyRuleToItem,
  validateReplyRule,
} from './reply-rule-form';

/** The fields of one 简单问答 rule: keywords, match, scope, needAt and the replies (texts and materials) in order. */
export function ReplyRuleForm({ form }: { form: FormState<ReplyRuleValues, ReplyRuleField> }) {
  const t = useRuleFormMessages();
  const { values, set } = form;
  return (
    <>
      <KeywordRuleFields form={form} list="replyKeywords" />
      <Checkbox isSelected={values.needAt} onChange={(on) => set('needAt', on)}>
        {t.needAt}
      </Checkbox>
      <MessageItemsField
        label={t.replys}
        description={t.replysHint}
        value={values.replys}
        onChange={(replys) => set('replys', replys)}
        onBlur={() => form.touch('replys')}
        errorMessage={form.errorOf('replys')}
        isRequired
      />
    </>
  );
}

/** The 简单问答 dialog's form: this module loads with the dialog, so none of it is in the list's first visit. */
export function replyItemForm(texts: ReplyRuleTexts): ConfigItemForm<ReplyRule, ReplyRuleValues, ReplyRuleField> {
  return {
    empty: emptyReplyRule,
    toForm: replyRuleToForm,
    toItem: replyRuleToItem,
    validate: (values, others) => validateReplyRule(values, others, texts),
    render: (state) => <ReplyRuleForm form={state} />,
    size: 'lg',
  };
}
