import type { ConfigListName } from '@weassit/contract';
import { CONFIG_LISTS } from '@weassit/contract/schemas';
import { Form } from '@weassit/ui';
import { type ReactNode, useEffect, useState } from 'react';
import type { ConfigListItem } from '../../lib/config-list-api';
import { useKitMessages } from '../../lib/i18n/console/kit';
import { useConfigItemDialogMessages } from '../../lib/i18n/console/kit-config-item';
import { format } from '../../lib/i18n/format';
import { askConfirm, notify } from '../../lib/notify';
import { FormDialog } from '../form/FormDialog';
import { schemaErrors, useFormState } from '../form/use-form-state';
import { type ConfigItemForm, type ConfigItemFormSource, isLazyItemForm } from './item-form';
import { locateEdited } from './locate-edited';

export interface ConfigItemDialogProps<T extends ConfigListItem, V extends object, F extends string> {
  name: ConfigListName;
  title: string;
  confirmLabel: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  isSaving: boolean;
  /** The first values (a new item's, or the edited item's); computed from `original` when absent. */
  initial?: V;
  /** The edited item as the dialog opened it (its fields the form does not show are kept); none when adding. */
  original?: T;
  /** The edited item's position when the dialog opened. */
  index?: number;
  /** The list as it is now (it may have been reloaded while the dialog was open). */
  items: readonly T[];
  /** A rule's name for the overwrite question. */
  describe: (item: T) => string;
  form: ConfigItemFormSource<T, V, F>;
  /** Shown above the fields (the conflict alert: the values stay, to be saved again after a reload). */
  notice?: ReactNode;
  onAdd: (item: T) => Promise<boolean>;
  onReplace: (index: number, item: T) => Promise<boolean>;
  /** Called once the item is stored. */
  onSaved: () => void;
}

/** The add/edit dialog of one list item, on the kit's form dialog (closing it with changes asks first). */
export default function ConfigItemDialog<T extends ConfigListItem, V extends object, F extends string>(
  props: ConfigItemDialogProps<T, V, F>,
) {
  const { title, confirmLabel, isOpen, onOpenChange, isSaving, form, initial, original } = props;
  // A lazy form loads once per opening (the editor mounts a fresh dialog each time); a given form is used as
  // the page renders it.
  const [loadedForm, setLoadedForm] = useState<ConfigItemForm<T, V, F>>();
  const [failure, setFailure] = useState<unknown>();
  const [source] = useState(() => form);
  useEffect(() => {
    if (!isLazyItemForm(source)) return;
    let live = true;
    source.load().then(
      (ready) => live && setLoadedForm(() => ready),
      (error: unknown) => live && setFailure(() => error),
    );
    return () => {
      live = false;
    };
  }, [source]);
  const loaded = isLazyItemForm(form) ? loadedForm : form;
  const [values, setValues] = useState(initial);
  if (values === undefined && loaded) {
    setValues(original === undefined ? loaded.empty() : loaded.toForm(original));
  }
  // A form that did not load (a stale chunk after a redeploy, the network): the page's error boundary says so.
  if (failure !== undefined) throw failure;
  return (
    <FormDialog
      title={title}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      confirmLabel={confirmLabel}
      isSaving={isSaving}
      isLoading={!loaded || values === undefined}
      size={form.size}
    >
      {(formId) =>
        loaded && values !== undefined && <ItemFormBody {...props} form={loaded} initial={values} formId={formId} />
      }
    </FormDialog>
  );
}

function ItemFormBody<T extends ConfigListItem, V extends object, F extends string>({
  name,
  initial,
  original,
  index,
  items,
  describe,
  form: item,
  notice,
  onAdd,
  onReplace,
  onSaved,
  formId,
}: Omit<ConfigItemDialogProps<T, V, F>, 'form' | 'initial'> & {
  form: ConfigItemForm<T, V, F>;
  initial: V;
  formId: string;
}) {
  const t = useConfigItemDialogMessages();
  const { incomplete } = useKitMessages().form;
  const schema = CONFIG_LISTS[name].item;
  const editedAt = index === undefined || original === undefined ? undefined : locateEdited(items, index, original);
  const others = items.filter((_, at) => at !== (editedAt ?? index));

  const save = async (next: T) => {
    if (index === undefined) {
      if (await onAdd(next)) onSaved();
      return;
    }
    if (editedAt !== null && editedAt !== undefined) {
      if (await onReplace(editedAt, next)) onSaved();
      return;
    }
    // The rule itself was changed or deleted in another tab (seen after 重新加载): never overwrite silently.
    const replaced = items[index];
    const confirmed = await askConfirm(
      replaced === undefined
        ? { title: t.editedElsewhere, message: t.readdMessage, confirmLabel: t.readdConfirm }
        : {
            title: t.editedElsewhere,
            message: format(t.overwriteMessage, { position: index + 1, name: describe(replaced) }),
            confirmLabel: t.overwriteConfirm,
            variant: 'danger',
          },
    );
    if (!confirmed) return;
    if (await (replaced === undefined ? onAdd(next) : onReplace(index, next))) onSaved();
  };

  const form = useFormState<V, F>({
    initial,
    validate: (values) => ({
      ...schemaErrors<F>(schema.safeParse(item.toItem(values, original))),
      ...item.validate?.(values, others),
    }),
    onSubmit: (values) => void save(item.toItem(values, original)),
    onInvalid: item.warnIncomplete ? () => notify.warning(incomplete) : undefined,
  });
  return (
    <>
      {notice}
      <Form id={formId} {...form.formProps}>
        {item.render(form)}
      </Form>
    </>
  );
}
