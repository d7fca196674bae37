import {
  BATCH_CONTENTS_MAX,
  BATCH_MESSAGES,
  BATCH_NEWS_NUM_MAX,
  BATCH_VARIABLES_MAX,
  type BatchTask,
  type BatchTaskInput,
  type BatchTaskType,
  DIFY_WORKFLOW_SORT_ID,
  NEWS_CHANNELS,
  type TargetKind,
} from '@weassit/contract';
import {
  Button,
  CloseIcon,
  Form,
  IconButton,
  NumberField,
  PlusIcon,
  Select,
  type TargetOption,
  TextField,
} from '@weassit/ui';
import { useState } from 'react';
import { TargetsOrAllFields } from '../../../components/RobotTargetsField/TargetsOrAllFields';
import { MessageItemsField } from '../../../kit/config-list/MessageItemsField';
import { FormDialog } from '../../../kit/form/FormDialog';
import { type FormState, useFormState } from '../../../kit/form/use-form-state';
import { useMessageItemsMessages } from '../../../lib/i18n/console/kit-message-items';
import { format } from '../../../lib/i18n/format';
import { type BatchTaskMessages, useBatchTaskMessages } from '../batch-task-messages';
import * as styles from './BatchTaskDialog.css';
import {
  type BatchTaskField,
  type BatchTaskFormValues,
  batchFormToInput,
  batchTaskToForm,
  emptyBatchTaskForm,
  newVariableRow,
  switchBatchKind,
} from './batch-task-form';
import { validateBatchTaskForm } from './batch-task-validation';
import { RobotCronField } from './RobotCronField';

export interface BatchTaskDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The kind of task the dialog adds or edits. */
  taskType: BatchTaskType;
  /** Editing (保存) rather than adding (添加). */
  isEditing: boolean;
  /** The edited task, or the one 复制 starts from; undefined for an empty form. */
  task?: BatchTask;
  isLoading?: boolean;
  isSaving?: boolean;
  /** Called with a valid task to save. */
  onSubmit: (input: BatchTaskInput) => void;
  /** The robot's groups or friends, for the target picker. */
  loadTargets: (kind: TargetKind) => Promise<TargetOption[]>;
}

const CATEGORY_ITEMS = NEWS_CHANNELS.map((channel) => ({ id: String(channel.colid), label: channel.name }));

/** The robot's pause between two targets when the task sets none. */
const defaultDelay = (taskType: BatchTaskType) => (taskType === 'customContent' ? 800 : 1000);

/**
 * The add/edit batch task dialog: 任务名称, 群/好友, the targets (or all of them but the excluded), the cron in
 * Asia/Shanghai, and the kind's fields (the messages; a news category; a Dify workflow). Checked with the contract's
 * batchTaskInputSchema (a field on blur, everything on submit, the first invalid field takes focus). The list loads
 * it lazily, with zod and the cron generator.
 */
export default function BatchTaskDialog({
  isOpen,
  onOpenChange,
  taskType,
  isEditing,
  task,
  isLoading = false,
  isSaving = false,
  onSubmit,
  loadTargets,
}: BatchTaskDialogProps) {
  const t = useBatchTaskMessages();
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
        <BatchTaskForm id={formId} taskType={taskType} task={task} onSubmit={onSubmit} loadTargets={loadTargets} />
      )}
    </FormDialog>
  );
}

type BatchForm = FormState<BatchTaskFormValues, BatchTaskField>;

interface BatchTaskFormProps {
  id: string;
  taskType: BatchTaskType;
  task?: BatchTask;
  onSubmit: (input: BatchTaskInput) => void;
  loadTargets: (kind: TargetKind) => Promise<TargetOption[]>;
}

function BatchTaskForm({ id, taskType, task, onSubmit, loadTargets }: BatchTaskFormProps) {
  const t = useBatchTaskMessages();
  const itemTexts = useMessageItemsMessages();
  const [initial] = useState(() => (task ? batchTaskToForm(task) : emptyBatchTaskForm(taskType)));
  const form = useFormState<BatchTaskFormValues, BatchTaskField>({
    initial,
    validate: (values) =>
      validateBatchTaskForm(values, { itemsRequired: BATCH_MESSAGES.contentsRequired, textEmpty: itemTexts.textEmpty }),
    onSubmit: (values) => onSubmit(batchFormToInput(values)),
  });
  const { values, set, patch, errorOf } = form;
  const picked = values.isAll ? 'excludeTargets' : 'targets';

  return (
    <Form id={id} {...form.formProps} className={styles.form}>
      <TextField {...form.textField('name')} label={t.name} description={t.nameHint} />
      <TargetsOrAllFields
        texts={t}
        kind={values.type}
        onKindChange={(type) => patch(switchBatchKind(type))}
        isAll={values.isAll}
        onAllChange={(isAll) => set('isAll', isAll)}
        value={values[picked]}
        onChange={(targets) => {
          set(picked, targets);
          form.touch(picked);
        }}
        errorMessage={errorOf(picked)}
        loadTargets={loadTargets}
      />
      <RobotCronField
        name="cron"
        label={t.cron}
        description={t.cronHint}
        nextRunsLabel={t.nextRuns}
        noRunsText={t.noRuns}
        value={values.cron}
        onChange={(cron) => {
          set('cron', cron);
          form.touch('cron');
        }}
        errorMessage={errorOf('cron')}
      />
      {values.taskType === 'custom' && (
        <MessageItemsField
          label={t.contents}
          description={t.contentsHint}
          value={values.contents}
          onChange={(contents) => set('contents', contents)}
          onBlur={() => form.touch('contents')}
          errorMessage={errorOf('contents')}
          isRequired
          maxItems={BATCH_CONTENTS_MAX}
        />
      )}
      {values.taskType === 'news' && <NewsFields form={form} t={t} />}
      {values.taskType === 'customContent' && <DifyFields form={form} t={t} />}
      <NumberField
        name="delay"
        label={t.delay}
        description={format(t.delayHint, { ms: defaultDelay(values.taskType) })}
        value={values.delay ?? Number.NaN}
        onChange={(delay) => set('delay', Number.isNaN(delay) ? null : delay)}
        onBlur={() => form.touch('delay')}
        minValue={0}
        isInteger
        isInvalid={errorOf('delay') !== undefined}
        errorMessage={errorOf('delay')}
      />
    </Form>
  );
}

/** 新闻资讯: the category, how many items, the closing words. */
function NewsFields({ form, t }: { form: BatchForm; t: BatchTaskMessages }) {
  const { values, set, errorOf } = form;
  return (
    <>
      <Select
        name="sortId"
        label={t.category}
        description={t.categoryHint}
        placeholder={t.categoryPlaceholder}
        items={CATEGORY_ITEMS}
        value={values.sortId === null ? null : String(values.sortId)}
        onChange={(key) => {
          if (key !== null) set('sortId', Number(key));
          form.touch('sortId');
        }}
        isRequired
        isInvalid={errorOf('sortId') !== undefined}
        errorMessage={errorOf('sortId')}
      />
      <NumberField
        name="num"
        label={t.num}
        description={t.numHint}
        value={values.num}
        onChange={(num) => set('num', num)}
        onBlur={() => form.touch('num')}
        minValue={1}
        maxValue={BATCH_NEWS_NUM_MAX}
        isInteger
        isRequired
        isInvalid={errorOf('num') !== undefined}
        errorMessage={errorOf('num')}
      />
      <TextField {...form.textField('endWord')} label={t.endWord} description={t.endWordHint} maxLength={500} />
    </>
  );
}

/** 自定义内容: the source (the Dify workflow), its address, key and input variables. */
function DifyFields({ form, t }: { form: BatchForm; t: BatchTaskMessages }) {
  const { values, set, errorOf } = form;
  const setVariable = (index: number, change: { key?: string; value?: string }) =>
    set(
      'variables',
      values.variables.map((row, i) => (i === index ? { ...row, ...change } : row)),
    );
  return (
    <>
      <Select
        name="source"
        label={t.source}
        description={t.sourceHint}
        items={[{ id: String(DIFY_WORKFLOW_SORT_ID), label: t.sourceDify }]}
        value={String(DIFY_WORKFLOW_SORT_ID)}
        isRequired
      />
      <TextField
        {...form.textField('baseUrl')}
        label={t.baseUrl}
        description={t.baseUrlHint}
        inputMode="url"
        isRequired
      />
      <TextField
        {...form.textField('apikey')}
        label={t.apikey}
        description={t.apikeyHint}
        type="password"
        revealPasswordLabel={t.reveal}
        autoComplete="off"
        maxLength={512}
        isRequired
      />
      <fieldset className={styles.variables}>
        <legend className={styles.legend}>{t.variables}</legend>
        <p className={styles.hint}>{t.variablesHint}</p>
        {values.variables.map((row, index) => {
          const field = `variable.${index}` as const;
          const error = errorOf(field);
          const n = { index: index + 1 };
          return (
            <div key={row.rowKey} className={styles.variableRow}>
              <TextField
                name={field}
                label={format(t.variableKey, n)}
                value={row.key}
                onChange={(key) => setVariable(index, { key })}
                onBlur={() => form.touch(field)}
                maxLength={64}
                isRequired
                isInvalid={error !== undefined}
                errorMessage={error}
              />
              <TextField
                label={format(t.variableValue, n)}
                value={row.value}
                onChange={(value) => setVariable(index, { value })}
                maxLength={2000}
              />
              <IconButton
                className={styles.removeVariable}
                label={format(t.removeVariable, n)}
                onPress={() =>
                  set(
                    'variables',
                    values.variables.filter((_, i) => i !== index),
                  )
                }
              >
                <CloseIcon />
              </IconButton>
            </div>
          );
        })}
        <Button
          className={styles.addVariable}
          variant="secondary"
          size="sm"
          isDisabled={values.variables.length >= BATCH_VARIABLES_MAX}
          onPress={() => set('variables', [...values.variables, newVariableRow()])}
        >
          <PlusIcon />
          {t.addVariable}
        </Button>
      </fieldset>
    </>
  );
}
