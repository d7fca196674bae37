import {
  GPT_SERVICE_DEFAULTS,
  SCOPE_OPTIONS,
  type Scope,
  SUMMARY_BOT_FIELDS,
  SUMMARY_BOT_OPTIONS,
  SUMMARY_COUNT_OPTIONS,
  SUMMARY_MODE_OPTIONS,
  SUMMARY_WINDOW_OPTIONS,
  SummaryMode,
} from '@weassit/contract';
import { Alert, Form, InfoCard, Radio, RadioGroup, Select, Switch, TextField } from '@weassit/ui';
import { clsx } from 'clsx';
import { useId, useMemo } from 'react';
import { KeywordMatchFields } from '../../../../kit/config-list/KeywordMatchFields';
import * as styles from '../../../../kit/config-record/ConfigRecordForm.css';
import { ConfigSaveBar } from '../../../../kit/config-record/ConfigSaveBar';
import { useFormState } from '../../../../kit/form/use-form-state';
import { useUnsavedChangesGuard } from '../../../../kit/form/use-unsaved-changes-guard';
import { format } from '../../../../lib/i18n/format';
import { useSummaryFormMessages } from './messages';
import {
  formToSummaryConfigText,
  isRecordOn,
  type SummaryField,
  type SummaryValues,
  summaryToForm,
  validateSummary,
} from './summary-form';

export interface SummaryFormProps {
  /** The stored config JSON text, or null before the first save. */
  configText: string | null;
  isSaving?: boolean;
  /** Called with the whole config to store, `summerConfig` replaced. */
  onSave: (configText: string) => void;
}

const asScope = (value: string): Scope => SCOPE_OPTIONS.find((option) => option.value === value)?.value ?? 'all';

/**
 * 聊天总结 (`summerConfig`): on/off, the trigger (keywords, match, scope, @), what to summarise (a time window or a
 * number of recent messages) and the AI service with its key. Checked with the contract's schema on blur and
 * submit; unsaved changes are guarded like the other config forms.
 */
export default function SummaryForm({ configText, isSaving = false, onSave }: SummaryFormProps) {
  const t = useSummaryFormMessages();
  const formId = useId();
  const initial = useMemo(() => summaryToForm(configText), [configText]);
  const form = useFormState<SummaryValues, SummaryField>({
    initial,
    validate: validateSummary,
    onSubmit: (values) => onSave(formToSummaryConfigText(configText, values)),
  });
  const { values, set, errorOf } = form;
  useUnsavedChangesGuard(form.isDirty);
  const reads = SUMMARY_BOT_FIELDS[values.botType];

  const windows = SUMMARY_WINDOW_OPTIONS.map((option) => ({ id: String(option.value), label: option.label }));
  const counts = SUMMARY_COUNT_OPTIONS.map((count) => ({ id: String(count), label: format(t.countLabel, { count }) }));
  // A stored window or count the spec's lists lack stays choosable.
  if (!windows.some((item) => item.id === String(values.summerTime))) {
    windows.push({ id: String(values.summerTime), label: String(values.summerTime) });
  }
  if (!counts.some((item) => item.id === String(values.summerNum))) {
    counts.push({ id: String(values.summerNum), label: format(t.countLabel, { count: values.summerNum }) });
  }

  return (
    <Form id={formId} {...form.formProps} aria-label={t.formLabel} className={styles.form}>
      <p className={styles.hint}>{t.intro}</p>
      {!isRecordOn(configText) && <Alert variant="warning">{t.recordOff}</Alert>}
      <InfoCard headingLevel={2} title={t.sections.trigger}>
        <div className={styles.fields}>
          <div className={clsx(styles.switches, styles.wide)}>
            <Switch name="open" isSelected={values.open} onChange={(on) => set('open', on)} description={t.openHint}>
              {t.open}
            </Switch>
          </div>
          <div className={styles.wide}>
            <KeywordMatchFields form={form} texts={t} autoFocus={false} />
          </div>
          <RadioGroup
            name="scope"
            label={t.scope}
            orientation="horizontal"
            value={values.scope}
            onChange={(value) => set('scope', asScope(value))}
          >
            {SCOPE_OPTIONS.map((option) => (
              <Radio key={option.value} value={option.value}>
                {option.label}
              </Radio>
            ))}
          </RadioGroup>
          <Switch
            name="needAt"
            isSelected={values.needAt}
            onChange={(on) => set('needAt', on)}
            description={t.needAtHint}
          >
            {t.needAt}
          </Switch>
        </div>
      </InfoCard>

      <InfoCard headingLevel={2} title={t.sections.range}>
        <div className={styles.fields}>
          <RadioGroup
            name="summerType"
            label={t.summerType}
            orientation="horizontal"
            value={values.summerType}
            onChange={(value) => set('summerType', value === SummaryMode.NUM ? SummaryMode.NUM : SummaryMode.TIME)}
          >
            {SUMMARY_MODE_OPTIONS.map((option) => (
              <Radio key={option.value} value={option.value}>
                {option.label}
              </Radio>
            ))}
          </RadioGroup>
          {values.summerType === SummaryMode.TIME ? (
            <Select
              name="summerTime"
              label={t.summerTime}
              description={t.summerTimeHint}
              items={windows}
              value={String(values.summerTime)}
              onChange={(key) => key !== null && set('summerTime', Number(key))}
              isInvalid={errorOf('summerTime') !== undefined}
              errorMessage={errorOf('summerTime')}
            />
          ) : (
            <Select
              name="summerNum"
              label={t.summerNum}
              description={t.summerNumHint}
              items={counts}
              value={String(values.summerNum)}
              onChange={(key) => key !== null && set('summerNum', Number(key))}
              isInvalid={errorOf('summerNum') !== undefined}
              errorMessage={errorOf('summerNum')}
            />
          )}
        </div>
      </InfoCard>

      <InfoCard headingLevel={2} title={t.sections.ai}>
        <div className={styles.fields}>
          <Select
            name="botType"
            label={t.botType}
            items={SUMMARY_BOT_OPTIONS.map((option) => ({ id: String(option.value), label: option.label }))}
            value={String(values.botType)}
            onChange={(key) => {
              const chosen = SUMMARY_BOT_OPTIONS.find((option) => String(option.value) === String(key));
              if (chosen) set('botType', chosen.value);
            }}
            isInvalid={errorOf('botType') !== undefined}
            errorMessage={errorOf('botType')}
          />
          <TextField
            {...form.textField('token')}
            label={t.token}
            type="password"
            revealPasswordLabel={`${t.reveal} ${t.token}`}
            autoComplete="off"
            spellCheck="false"
            isRequired={values.open}
            maxLength={2048}
            showCount={false}
          />
          <TextField
            {...form.textField('baseUrl')}
            label={t.baseUrl}
            description={t.baseUrlHint}
            placeholder={GPT_SERVICE_DEFAULTS[values.botType].baseUrl}
            autoComplete="off"
            spellCheck="false"
            maxLength={2048}
            showCount={false}
          />
          {reads.model && (
            <TextField
              {...form.textField('model')}
              label={t.model}
              description={t.modelHint}
              placeholder="gpt-4o-mini"
              autoComplete="off"
              spellCheck="false"
              maxLength={128}
              showCount={false}
            />
          )}
          {reads.botId && (
            <TextField
              {...form.textField('botId')}
              label={t.botId}
              isRequired={values.open}
              autoComplete="off"
              spellCheck="false"
              maxLength={256}
              showCount={false}
            />
          )}
          {reads.prompt && (
            <TextField
              {...form.textField('prompt')}
              label={t.prompt}
              description={t.promptHint}
              multiline
              rows={3}
              maxLength={20_000}
              className={styles.wide}
            />
          )}
        </div>
      </InfoCard>

      <ConfigSaveBar isNew={configText === null} isDirty={form.isDirty} isSaving={isSaving} />
    </Form>
  );
}
