import { SCHEDULE_TIME_ZONE } from '@weassit/contract';
import { Alert, CronInput, NameAutocomplete, type NameSearchFunction, Radio, RadioGroup, TextField } from '@weassit/ui';
import { useState } from 'react';
import type { ConfigItemForm } from '../../../kit/config-list/item-form';
import type { FormState } from '../../../kit/form/use-form-state';
import { format } from '../../../lib/i18n/format';
import { searchTargets } from '../api/schedule-targets';
import {
  emptyScheduleTask,
  isTargetMissing,
  type RobotTargets,
  type ScheduleKind,
  type ScheduleTask,
  type ScheduleTaskField,
  type ScheduleTaskValues,
  scheduleTaskToForm,
  scheduleTaskToItem,
  validateScheduleTask,
} from '../schedule-task';
import type { CountdownTaskMessages, DayTaskMessages } from '../schedule-task-messages';
import * as styles from './ScheduleTaskForm.css';

type Texts = DayTaskMessages | CountdownTaskMessages;

export interface ScheduleTaskFormProps {
  kind: ScheduleKind;
  form: FormState<ScheduleTaskValues, ScheduleTaskField>;
  texts: Texts;
  /** The robot's friends and groups, when known: a target not among them is flagged. */
  targets: RobotTargets | undefined;
}

/** The fields of one 每日说 or 倒计时 task: the target, the time (cron with its next runs) and the texts. */
export function ScheduleTaskForm({ kind, form, texts: t, targets }: ScheduleTaskFormProps) {
  const { values, set, patch, touch, errorOf } = form;
  // While the name is being typed it is a partial name: flag it once the field is left.
  const [isTyping, setTyping] = useState(false);
  // The generator's own error is shown by the cron field; the schema's (e.g. a year) is shown under it.
  const [cronOwnError, setCronOwnError] = useState<string | null>(null);
  const search: NameSearchFunction = ({ word }) => searchTargets(values.type, word);
  const task: ScheduleTask = {
    type: values.type,
    roomName: values.type === 'room' ? values.name : undefined,
    name: values.type === 'contact' ? values.name : undefined,
    wxid: values.wxid || undefined,
  };
  const missing = !isTyping && values.name.trim() !== '' && isTargetMissing(task, targets);
  const cronError = errorOf('date');
  const kindWord = values.type === 'room' ? t.room : t.contact;

  return (
    <>
      <RadioGroup
        label={t.targetType}
        orientation="horizontal"
        value={values.type}
        onChange={(type) => patch({ type: type === 'room' ? 'room' : 'contact', name: '', wxid: '' })}
      >
        <Radio value="contact">{t.contact}</Radio>
        <Radio value="room">{t.room}</Radio>
      </RadioGroup>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: listens to the field's focus as it bubbles; takes no input itself */}
      <div onFocus={() => setTyping(true)} onBlur={() => setTyping(false)}>
        <NameAutocomplete
          key={values.type}
          name="name"
          label={t.targetName}
          description={t.targetHint}
          search={search}
          searchType={values.type === 'room' ? 'room' : 'name'}
          value={values.name}
          onChange={(name, option) => {
            patch({ name, wxid: option?.id === undefined ? '' : String(option.id) });
            touch('name');
          }}
          allowsCustomValue
          isRequired
          isInvalid={errorOf('name') !== undefined}
          errorMessage={errorOf('name')}
          emptyText={t.targetSearchEmpty}
          loadingLabel={t.targetSearching}
          searchErrorMessage={t.targetSearchFailed}
        />
      </div>
      {missing && (
        <Alert variant="warning" role="status">
          {format(t.targetMissing, { name: values.name.trim(), kind: kindWord })}
        </Alert>
      )}
      <div className={styles.cron}>
        <CronInput
          name="date"
          label={t.cron}
          description={t.cronHint}
          value={values.date}
          onChange={(date, validation) => {
            setCronOwnError(validation.error);
            set('date', date);
            touch('date');
          }}
          timeZone={SCHEDULE_TIME_ZONE}
          nextRunsLabel={() => t.nextRuns}
          noRunsText={t.noRuns}
          defaultField="hour"
          isRequired
        />
        {cronError !== undefined && cronOwnError === null && (
          <p className={styles.error} role="alert">
            {cronError}
          </p>
        )}
      </div>
      <TextField
        {...form.textField('memorialDay')}
        label={t.memorialDay}
        description={t.memorialDayHint}
        placeholder="2026-05-20"
        isRequired
        maxLength={10}
      />
      {kind === 'day' && 'city' in t && (
        <TextField {...form.textField('city')} label={t.city} description={t.cityHint} isRequired maxLength={64} />
      )}
      {kind === 'countdown' && 'prefix' in t && (
        <>
          <TextField
            {...form.textField('prefix')}
            label={t.prefix}
            description={t.prefixHint}
            isRequired
            maxLength={100}
          />
          <TextField {...form.textField('suffix')} label={t.suffix} description={t.suffixHint} maxLength={100} />
        </>
      )}
      <TextField
        {...form.textField('endWord')}
        label={t.endWord}
        description={t.endWordHint}
        multiline
        maxLength={500}
      />
    </>
  );
}

/** The dialog loads the fields (autocomplete, cron generator) on demand. */
export default ScheduleTaskForm;

/** The add/edit dialog's form of a 每日说 or 倒计时 task; this module loads with the dialog. */
export function scheduleItemForm(
  kind: ScheduleKind,
  texts: Texts,
  targets: RobotTargets | undefined,
): ConfigItemForm<ScheduleTask, ScheduleTaskValues, ScheduleTaskField> {
  return {
    empty: emptyScheduleTask,
    toForm: scheduleTaskToForm,
    toItem: (values, original) => scheduleTaskToItem(kind, values, original),
    validate: (values) => validateScheduleTask(kind, values, texts),
    render: (state) => <ScheduleTaskForm kind={kind} form={state} texts={texts} targets={targets} />,
    size: 'lg',
  };
}
