import type { CustomConfig } from '@weassit/contract';
import {
  CUSTOM_CONFIG_MESSAGES,
  CUSTOM_KEYWORD_GROUPS_MAX,
  CUSTOM_KEYWORD_MAX_LENGTH,
  CUSTOM_KEYWORDS_PER_GROUP_MAX,
} from '@weassit/contract';
import { Button, CloseIcon, Form, IconButton, InfoCard, PlusIcon, TagInput } from '@weassit/ui';
import { useId, useMemo, useState } from 'react';
import * as styles from '../../../../kit/config-record/ConfigRecordForm.css';
import { useFormState } from '../../../../kit/form/use-form-state';
import { useUnsavedChangesGuard } from '../../../../kit/form/use-unsaved-changes-guard';
import { format } from '../../../../lib/i18n/format';
import * as own from './GptChatForm.css';
import {
  customConfigToForm,
  formToCustomConfig,
  type GptChatField,
  type GptChatValues,
  groupField,
  newGroupKey,
  validateGptChat,
} from './gpt-chat-form';
import { useGptChatFormMessages } from './messages';

export interface GptChatFormProps {
  /** The stored config as JSON text, or null before the first save. */
  configText: string | null;
  isSaving?: boolean;
  onSave: (config: CustomConfig) => void;
}

/**
 * 多模态GPT (/custom/gptChat): the custom config's keyword groups (`privateKeywords`). Each group needs a keyword
 * and a keyword may appear in one group only (the contract's schema, checked on change and on save); unsaved
 * changes are guarded like the other config forms.
 */
export default function GptChatForm({ configText, isSaving = false, onSave }: GptChatFormProps) {
  const t = useGptChatFormMessages();
  const formId = useId();
  const initial = useMemo(() => customConfigToForm(configText), [configText]);
  const [added, setAdded] = useState<string | null>(null);
  const form = useFormState<GptChatValues, GptChatField>({
    initial,
    validate: validateGptChat,
    onSubmit: (values) => onSave(formToCustomConfig(values)),
  });
  const { values, set, errorOf } = form;
  useUnsavedChangesGuard(form.isDirty);
  const isNew = configText === null;
  const atLimit = values.groups.length >= CUSTOM_KEYWORD_GROUPS_MAX;
  const hintId = useId();

  const setKeywords = (key: string, keywords: string[]) => {
    set(
      'groups',
      values.groups.map((group) => (group.key === key ? { ...group, keywords } : group)),
    );
    form.touch(groupField(key));
  };
  const addGroup = () => {
    const key = newGroupKey();
    setAdded(key);
    set('groups', [...values.groups, { key, keywords: [] }]);
  };
  const removeGroup = (key: string) =>
    set(
      'groups',
      values.groups.filter((group) => group.key !== key),
    );

  return (
    <Form id={formId} {...form.formProps} aria-label={t.formLabel} className={styles.form}>
      <p className={styles.hint}>{t.intro}</p>
      <InfoCard headingLevel={2} title={t.section}>
        <div className={own.groups}>
          {values.groups.length === 0 && <p className={styles.hint}>{t.empty}</p>}
          {values.groups.map((group, index) => {
            const n = index + 1;
            const error = errorOf(groupField(group.key));
            return (
              <div key={group.key} className={own.group}>
                <TagInput
                  className={own.field}
                  label={format(t.group, { n })}
                  description={t.groupHint}
                  value={group.keywords}
                  onChange={(keywords) => setKeywords(group.key, keywords as string[])}
                  maxLength={CUSTOM_KEYWORD_MAX_LENGTH}
                  maxTags={CUSTOM_KEYWORDS_PER_GROUP_MAX}
                  isRequired
                  validationBehavior="aria"
                  isInvalid={error !== undefined}
                  errorMessage={error}
                  autoFocus={group.key === added}
                />
                <IconButton
                  label={format(t.removeGroup, { n })}
                  variant="danger"
                  size="sm"
                  className={own.remove}
                  onPress={() => removeGroup(group.key)}
                >
                  <CloseIcon />
                </IconButton>
              </div>
            );
          })}
          <div className={styles.actions}>
            <Button onPress={addGroup} isDisabled={atLimit}>
              <PlusIcon />
              {t.addGroup}
            </Button>
            {atLimit && <p className={styles.hint}>{CUSTOM_CONFIG_MESSAGES.tooManyGroups}</p>}
          </div>
        </div>
      </InfoCard>
      <div className={styles.actions}>
        <Button
          type="submit"
          variant="primary"
          isPending={isSaving}
          isDisabled={!isNew && !form.isDirty}
          aria-describedby={hintId}
        >
          {t.save}
        </Button>
        <p id={hintId} className={styles.hint}>
          {t.saveHint}
        </p>
      </div>
    </Form>
  );
}
