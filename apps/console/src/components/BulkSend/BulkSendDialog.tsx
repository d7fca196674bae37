import { BULK_SEND_MAX_MESSAGES, type BulkSendJobRequest } from '@weassit/contract';
import {
  Alert,
  Form,
  type Material,
  Radio,
  RadioGroup,
  Skeleton,
  Switch,
  type TargetOption,
  TargetPicker,
} from '@weassit/ui';
import { Suspense, useEffect, useMemo, useState } from 'react';
import { FormDialog } from '../../kit/form/FormDialog';
import { useFormState } from '../../kit/form/use-form-state';
import { format } from '../../lib/i18n/format';
import { lazyComponent } from '../../lib/lazy-page';
import * as styles from './BulkSendDialog.css';
import {
  type BulkSendField,
  type BulkSendFormValues,
  type BulkSendKind,
  bulkSendPayload,
  initialBulkSendValues,
  materialTypesOf,
  validateBulkSendForm,
} from './bulk-send-form';
import { useBulkSendMessages } from './bulk-send-messages';

const MaterialLibraryPicker = lazyComponent(
  () => import('../../kit/config-list/MaterialLibraryPicker'),
  'material-library-picker',
);

export interface BulkSendDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Groups or friends first; the dialog can switch unless `targets` were handed in. */
  kind: BulkSendKind;
  /** Targets picked already (群发 from the friend or group list). */
  targets?: TargetOption[];
  /** The robot's groups or friends of a kind, as picker options. */
  loadOptions: (kind: BulkSendKind) => Promise<TargetOption[]>;
  /** The send request is running: 发送 shows a spinner. */
  isSending?: boolean;
  /** Called with a valid request; the caller sends it, shows the outcome and closes the dialog. */
  onSubmit: (request: BulkSendJobRequest) => void;
}

/**
 * Dialog 4 of the spec: 群发消息 to groups or 好友群发 to friends. Targets from the robot's lists (the ui
 * TargetPicker), messages from the material library, group announcement mode (text only; the robot must be owner
 * or admin), the note that sends go about 1 s apart, and 发送. It only hands the request to the caller.
 */
export function BulkSendDialog({
  isOpen,
  onOpenChange,
  kind,
  targets,
  loadOptions,
  isSending = false,
  onSubmit,
}: BulkSendDialogProps) {
  const t = useBulkSendMessages();
  const [title, setTitle] = useState(kind);
  return (
    <FormDialog
      title={title === 'room' ? t.roomsTitle : t.friendsTitle}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      size="lg"
      confirmLabel={t.send}
      isSaving={isSending}
    >
      {(formId) => (
        <BulkSendForm
          id={formId}
          initial={initialBulkSendValues(kind, targets)}
          canSwitchKind={targets === undefined || targets.length === 0}
          loadOptions={loadOptions}
          onKindChange={setTitle}
          onSubmit={onSubmit}
        />
      )}
    </FormDialog>
  );
}

export default BulkSendDialog;

interface BulkSendFormProps {
  id: string;
  initial: BulkSendFormValues;
  canSwitchKind: boolean;
  loadOptions: (kind: BulkSendKind) => Promise<TargetOption[]>;
  onKindChange: (kind: BulkSendKind) => void;
  onSubmit: (request: BulkSendJobRequest) => void;
}

function BulkSendForm({ id, initial, canSwitchKind, loadOptions, onKindChange, onSubmit }: BulkSendFormProps) {
  const t = useBulkSendMessages();
  const form = useFormState<BulkSendFormValues, BulkSendField>({
    initial,
    validate: validateBulkSendForm,
    onSubmit: (values) => onSubmit(bulkSendPayload(values)),
  });
  const { values, set, patch, errorOf } = form;
  const isRoom = values.kind === 'room';

  const [loaded, setLoaded] = useState<{ kind: BulkSendKind; options: TargetOption[] } | undefined>();
  useEffect(() => {
    let live = true;
    loadOptions(values.kind).then(
      (options) => live && setLoaded({ kind: values.kind, options }),
      () => live && setLoaded({ kind: values.kind, options: [] }),
    );
    return () => {
      live = false;
    };
  }, [loadOptions, values.kind]);
  const isLoading = loaded?.kind !== values.kind;

  // Targets handed in that the robot's list lacks (over the quota, renamed) stay pickable.
  const options = useMemo(() => {
    const listed = isLoading ? [] : (loaded?.options ?? []);
    const known = new Set(listed.map((option) => option.id));
    const extras = values.targets.filter((target) => !known.has(target.id));
    return extras.length > 0 ? [...extras, ...listed] : listed;
  }, [isLoading, loaded, values.targets]);
  const byId = useMemo(() => new Map(options.map((option) => [option.id, option])), [options]);

  const switchKind = (kind: BulkSendKind) => {
    patch({ kind, notice: false, targets: [] });
    onKindChange(kind);
  };
  const targetError = errorOf('targets');
  const materialError = errorOf('materials') ?? errorOf('notice');
  const types = materialTypesOf(values);

  return (
    <Form id={id} {...form.formProps} className={styles.form}>
      <Alert variant="info" title={t.intervalNote}>
        <ul className={styles.hints}>
          {t.hints.map((hint) => (
            <li key={hint}>{hint}</li>
          ))}
        </ul>
      </Alert>
      {canSwitchKind && (
        <RadioGroup
          label={t.kind}
          orientation="horizontal"
          value={values.kind}
          onChange={(kind) => switchKind(kind as BulkSendKind)}
        >
          <Radio value="room">{t.rooms}</Radio>
          <Radio value="friend">{t.friends}</Radio>
        </RadioGroup>
      )}
      {isRoom && (
        <Switch
          isSelected={values.notice}
          onChange={(notice) => {
            set('notice', notice);
            form.touch('materials');
          }}
          description={t.noticeNote}
        >
          {t.notice}
        </Switch>
      )}
      <div data-invalid={targetError ? true : undefined}>
        <TargetPicker
          key={values.kind}
          kind={isRoom ? 'room' : 'contact'}
          label={isRoom ? t.roomTargets : t.friendTargets}
          description={targetError ? <span className={styles.error}>{targetError}</span> : undefined}
          options={options}
          isLoading={isLoading}
          selectedIds={values.targets.map((target) => target.id)}
          onSelectionChange={(ids) => {
            set(
              'targets',
              ids.flatMap((targetId) => byId.get(targetId) ?? []),
            );
            form.touch('targets');
          }}
          listHeight={216}
        />
      </div>
      <fieldset className={styles.materials} data-invalid={materialError ? true : undefined}>
        <legend className={styles.legend}>{t.materialsLegend}</legend>
        <p className={materialError ? styles.error : styles.hint}>
          {materialError ??
            (values.notice && isRoom
              ? t.noticeMaterialsHint
              : format(t.materialsHint, { max: BULK_SEND_MAX_MESSAGES }))}
        </p>
        <Suspense fallback={<Skeleton lines={4} />}>
          <MaterialLibraryPicker
            key={types.join()}
            aria-label={t.materials}
            types={types}
            value={values.materials}
            onChange={(materials: Material[]) => {
              set('materials', materials);
              form.touch('materials');
            }}
            maxSelection={BULK_SEND_MAX_MESSAGES}
          />
        </Suspense>
      </fieldset>
    </Form>
  );
}
