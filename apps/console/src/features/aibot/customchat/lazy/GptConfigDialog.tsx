import type { GptConfig, GptConfigInput, PresetRole, TargetKind } from '@weassit/contract';
import { Form, NumberField, Switch, TagInput, type TargetOption, TextField } from '@weassit/ui';
import { useEffect, useState } from 'react';
import { FormDialog } from '../../../../kit/form/FormDialog';
import type { FieldErrors } from '../../../../kit/form/schema-errors';
import { useFormState } from '../../../../kit/form/use-form-state';
import { format } from '../../../../lib/i18n/format';
import * as styles from './GptConfigDialog.css';
import { GptEnhanceFields } from './GptEnhanceFields';
import { GptFormSection } from './GptFormSection';
import { GptRoleFields, GptServiceFields } from './GptServiceFields';
import { GptTargetFields } from './GptTargetFields';
import {
  emptyGptConfigForm,
  type GptConfigField,
  type GptConfigFormValues,
  gptConfigFormToInput,
  gptConfigToForm,
} from './gpt-config-form';
import { validateGptConfigForm } from './gpt-config-validation';
import { type GptConfigDialogMessages, useGptConfigDialogMessages } from './messages';

export interface GptConfigDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Editing (保存) rather than adding (添加). */
  isEditing: boolean;
  /** The edited config; undefined when adding. */
  config?: GptConfig;
  /** The edited config is still on its way: a skeleton instead of the form. */
  isLoading?: boolean;
  isSaving?: boolean;
  /** Called with a valid config to save. */
  onSubmit: (input: GptConfigInput) => void;
  loadTargets: (kind: TargetKind) => Promise<TargetOption[]>;
  loadRoles: () => Promise<PresetRole[]>;
}

/**
 * The add/edit 自定义对话 dialog: 对象 and AI 服务 always open; 对话, 角色与超时, 增强 and 用量 collapsed with a
 * summary. Checked with the contract's gptConfigInputSchema (a field on blur, everything on submit: the sections
 * holding an error open, the first invalid field takes focus). The list loads it lazily, with zod.
 */
export default function GptConfigDialog({
  isOpen,
  onOpenChange,
  isEditing,
  config,
  isLoading = false,
  isSaving = false,
  onSubmit,
  loadTargets,
  loadRoles,
}: GptConfigDialogProps) {
  const t = useGptConfigDialogMessages();
  return (
    <FormDialog
      title={isEditing ? t.editTitle : t.addTitle}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      size="lg"
      confirmLabel={isEditing ? t.submitEdit : t.submitAdd}
      isSaving={isSaving}
      isLoading={isLoading}
      loadingLabel={t.loading}
    >
      {(formId) => (
        <GptConfigForm
          id={formId}
          config={config}
          onSubmit={onSubmit}
          loadTargets={loadTargets}
          loadRoles={loadRoles}
        />
      )}
    </FormDialog>
  );
}

type Section = 'chat' | 'advanced' | 'enhance' | 'usage';

/** The collapsible section of each field (fields not listed are in a section that is always open). */
const SECTION_OF: Partial<Record<GptConfigField, Section>> = {
  openChat: 'chat',
  needAt: 'chat',
  keywords: 'chat',
  replaceKeyword: 'chat',
  defaultReply: 'chat',
  systemMessage: 'advanced',
  promotId: 'advanced',
  keywordSystemMessages: 'advanced',
  timeoutSeconds: 'advanced',
  open4vBaseUrl: 'enhance',
  open4vToken: 'enhance',
  whisperBaseUrl: 'enhance',
  whisperToken: 'enhance',
  ttsToken: 'enhance',
  ttsVoice: 'enhance',
  limitNum: 'usage',
  rechargeTip: 'usage',
};

/** The sections to open so that every error shows. */
export const sectionsWithErrors = (errors: FieldErrors<GptConfigField>): Section[] =>
  Object.keys(errors).flatMap((field) => SECTION_OF[field as GptConfigField] ?? []);

function usePresetRoles(load: () => Promise<PresetRole[]>) {
  const [roles, setRoles] = useState<PresetRole[] | undefined>(undefined);
  useEffect(() => {
    let live = true;
    load().then(
      (list) => live && setRoles(list),
      () => live && setRoles([]),
    );
    return () => {
      live = false;
    };
  }, [load]);
  return roles;
}

function summaries(values: GptConfigFormValues, t: GptConfigDialogMessages) {
  const chat = [values.openChat ? t.chatSummary.on : t.chatSummary.off];
  if (values.type === 'room' && values.needAt) chat.push(t.chatSummary.at);
  if (values.keywords.length > 0) chat.push(format(t.chatSummary.keywords, { count: values.keywords.length }));
  const enhanced = [values.open4v && t.open4v, values.openWhisper && t.openWhisper, values.openTTS && t.openTTS].filter(
    Boolean,
  );
  const advanced = [
    values.systemMessage.trim() && t.systemMessage,
    values.promotId && t.promotId,
    values.keywordSystemMessages.length > 0 &&
      format(t.advancedSummary.keywordRoles, { count: values.keywordSystemMessages.length }),
    values.timeoutSeconds !== null && format(t.advancedSummary.timeout, { seconds: values.timeoutSeconds }),
  ].filter(Boolean);
  return {
    chat: chat.join('，'),
    advanced: advanced.length > 0 ? advanced.join('、') : t.advancedSummary.none,
    enhance: enhanced.length > 0 ? format(t.enhanceSummary, { names: enhanced.join('、') }) : t.none,
    usage: values.limitNum > 0 ? format(t.usageSummary.limited, { count: values.limitNum }) : t.usageSummary.unlimited,
  };
}

interface GptConfigFormProps {
  id: string;
  config?: GptConfig;
  onSubmit: (input: GptConfigInput) => void;
  loadTargets: (kind: TargetKind) => Promise<TargetOption[]>;
  loadRoles: () => Promise<PresetRole[]>;
}

function GptConfigForm({ id, config, onSubmit, loadTargets, loadRoles }: GptConfigFormProps) {
  const t = useGptConfigDialogMessages();
  const [initial] = useState(() => (config ? gptConfigToForm(config) : emptyGptConfigForm()));
  const [open, setOpen] = useState<ReadonlySet<Section>>(() => new Set());
  const form = useFormState<GptConfigFormValues, GptConfigField>({
    initial,
    validate: validateGptConfigForm,
    onSubmit: (values) => onSubmit(gptConfigFormToInput(values, config)),
    // Rendered in the same update as the refusal, so the focus moves to a field that is on screen.
    onInvalid: () => setOpen((current) => new Set([...current, ...sectionsWithErrors(form.errors)])),
  });
  const { values, set, errorOf } = form;
  const roles = usePresetRoles(loadRoles);
  const section = (name: Section) => ({
    isExpanded: open.has(name),
    onExpandedChange: (isExpanded: boolean) =>
      setOpen((current) => {
        const next = new Set(current);
        if (isExpanded) next.add(name);
        else next.delete(name);
        return next;
      }),
  });
  const summary = summaries(values, t);
  const limitError = errorOf('limitNum');

  return (
    <Form id={id} {...form.formProps} className={styles.form}>
      <GptFormSection title={t.sections.targets}>
        <GptTargetFields form={form} loadTargets={loadTargets} />
      </GptFormSection>

      <GptFormSection title={t.sections.chat} summary={summary.chat} {...section('chat')}>
        <div className={styles.switches}>
          <Switch
            isSelected={values.openChat}
            onChange={(on) => set('openChat', on)}
            description={values.openChat ? undefined : t.openChatOff}
          >
            {t.openChat}
          </Switch>
          {values.type === 'room' && (
            <Switch isSelected={values.needAt} onChange={(on) => set('needAt', on)}>
              {t.needAt}
            </Switch>
          )}
        </div>
        <TagInput
          label={t.keywords}
          description={t.keywordsHint}
          value={values.keywords}
          onChange={(keywords) => set('keywords', keywords)}
          maxLength={200}
          maxTags={100}
          isInvalid={errorOf('keywords') !== undefined}
          errorMessage={errorOf('keywords')}
        />
        <Switch
          isSelected={values.replaceKeyword}
          onChange={(on) => set('replaceKeyword', on)}
          description={t.replaceKeywordHint}
        >
          {t.replaceKeyword}
        </Switch>
        <TextField
          {...form.textField('defaultReply')}
          label={t.defaultReply}
          description={t.defaultReplyHint}
          multiline
          rows={2}
          maxLength={2000}
        />
      </GptFormSection>

      <GptFormSection title={t.sections.service}>
        <GptServiceFields form={form} />
        <GptFormSection title={t.sections.advanced} summary={summary.advanced} level={4} {...section('advanced')}>
          <GptRoleFields form={form} roles={roles} />
        </GptFormSection>
      </GptFormSection>

      <GptFormSection title={t.sections.enhance} summary={summary.enhance} {...section('enhance')}>
        <GptEnhanceFields form={form} />
      </GptFormSection>

      <GptFormSection title={t.sections.usage} summary={summary.usage} {...section('usage')}>
        <div className={styles.pair}>
          <NumberField
            name="limitNum"
            label={t.limitNum}
            description={t.limitNumHint}
            value={values.limitNum}
            onChange={(limit) => set('limitNum', Number.isNaN(limit) ? 0 : limit)}
            onBlur={() => form.touch('limitNum')}
            minValue={0}
            maxValue={100_000_000}
            isInteger
            isInvalid={limitError !== undefined}
            errorMessage={limitError}
          />
          {config && (
            <div className={styles.readOnly}>
              <span className={styles.hint}>{t.usedNum}</span>
              <span>{format(t.usedNumValue, { count: config.usedNum })}</span>
            </div>
          )}
        </div>
        {values.limitNum > 0 && (
          <TextField
            {...form.textField('rechargeTip')}
            label={t.rechargeTip}
            description={t.rechargeTipHint}
            multiline
            rows={2}
            maxLength={2000}
          />
        )}
      </GptFormSection>
    </Form>
  );
}
