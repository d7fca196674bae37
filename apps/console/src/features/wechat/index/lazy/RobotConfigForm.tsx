import { Form, type NameSearchFunction } from '@weassit/ui';
import { useId, useMemo } from 'react';
import * as styles from '../../../../kit/config-record/ConfigRecordForm.css';
import { ConfigSaveBar } from '../../../../kit/config-record/ConfigSaveBar';
import { useFormState } from '../../../../kit/form/use-form-state';
import { useUnsavedChangesGuard } from '../../../../kit/form/use-unsaved-changes-guard';
import { useMessageItemsMessages } from '../../../../lib/i18n/console/kit-message-items';
import {
  type ConfigField,
  type ConfigFormValues,
  configToForm,
  formToConfigText,
  validateConfigForm,
  visibleFields,
} from '../../lazy/config-form';
import { BasicSection } from './BasicSection';
import { FilterSection } from './FilterSection';
import { FriendSection } from './FriendSection';
import { useConfigFormMessages } from './messages';
import { ProviderSection } from './ProviderSection';

export interface RobotConfigFormProps {
  /** The stored config JSON text, or null before the first save (the form starts from the defaults). */
  configText: string | null;
  /** The save request is running. */
  isSaving?: boolean;
  /** Called with the whole config to store: the stored one with the form's fields laid over it. */
  onSave: (configText: string) => void;
  /** Finds the robot's groups by name (the groups whose mini program cards are parsed). */
  searchRooms: NameSearchFunction;
}

/**
 * The basic config form (spec §2 /wechat/index): 基础设置, 好友, 内容审核 and AI 对话 cards, the last showing only
 * the chosen service's settings. Fields are checked with the contract's robotConfigSchema on blur and on submit
 * (the first invalid field gets focus); 保存 is disabled while nothing changed (except before the first save) and
 * while saving. Unsaved changes are guarded: leaving the page by a link or closing the tab asks first.
 */
export default function RobotConfigForm({ configText, isSaving = false, onSave, searchRooms }: RobotConfigFormProps) {
  const t = useConfigFormMessages();
  const messageTexts = useMessageItemsMessages();
  const formId = useId();
  const initial = useMemo(() => configToForm(configText), [configText]);
  const form = useFormState<ConfigFormValues, ConfigField>({
    initial,
    validate: (current) => {
      // Only the fields on screen count: a hidden provider's settings stay as stored.
      const errors = validateConfigForm(current, t.numbers, messageTexts);
      return Object.fromEntries(
        visibleFields(current).flatMap((field) => (errors[field] ? [[field, errors[field]]] : [])),
      );
    },
    onSubmit: (current) => onSave(formToConfigText(configText, current)),
  });
  useUnsavedChangesGuard(form.isDirty);

  return (
    <Form id={formId} {...form.formProps} aria-label={t.formLabel} className={styles.form}>
      <BasicSection form={form} searchRooms={searchRooms} />
      <FriendSection form={form} />
      <FilterSection form={form} />
      <ProviderSection form={form} />
      <ConfigSaveBar isNew={configText === null} isDirty={form.isDirty} isSaving={isSaving} />
    </Form>
  );
}
