import { Checkbox } from '@weassit/ui';
import type { FormState } from '../../../kit/form/use-form-state';
import type { ReplyRuleField, ReplyRuleValues } from '../reply-rule';
import { useRuleFormMessages } from '../rule-form-messages';
import { KeywordRuleFields } from './KeywordRuleFields';
import { ReplyListField } from './ReplyListField';

/** The fields of one 简单问答 rule: keywords, match, scope, needAt and the text replies in order. */
export function ReplyRuleForm({ form }: { form: FormState<ReplyRuleValues, ReplyRuleField> }) {
  const t = useRuleFormMessages();
  const { values, set } = form;
  return (
    <>
      <KeywordRuleFields form={form} />
      <Checkbox isSelected={values.needAt} onChange={(on) => set('needAt', on)}>
        {t.needAt}
      </Checkbox>
      <ReplyListField
        value={values.replys}
        onChange={(replys) => set('replys', replys)}
        onBlur={() => form.touch('replys')}
        errorMessage={form.errorOf('replys')}
      />
    </>
  );
}

/** The dialog loads the fields (tag input, select, radios) on demand. */
export default ReplyRuleForm;
