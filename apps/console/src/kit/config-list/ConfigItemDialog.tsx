import { CONFIG_LISTS, type ConfigListName } from '@weassit/contract';
import { Form } from '@weassit/ui';
import type { ReactNode } from 'react';
import type { ConfigListItem } from '../../lib/config-list-api';
import { FormDialog } from '../form/FormDialog';
import { schemaErrors, useFormState } from '../form/use-form-state';
import type { ConfigItemForm } from './item-form';

export interface ConfigItemDialogProps<T extends ConfigListItem, V extends object, F extends string> {
  name: ConfigListName;
  title: string;
  confirmLabel: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  isSaving: boolean;
  /** The first values (a new item's, or the edited item's). */
  initial: V;
  /** The edited item, whose fields the form does not show are kept. */
  original?: T;
  /** The list's other items, for the page's own checks. */
  others: readonly T[];
  form: ConfigItemForm<T, V, F>;
  /** Shown above the fields (the conflict alert: the values stay, to be saved again after a reload). */
  notice?: ReactNode;
  onSave: (item: T) => void;
}

/** The add/edit dialog of one list item, on the kit's form dialog (closing it with changes asks first). */
export default function ConfigItemDialog<T extends ConfigListItem, V extends object, F extends string>(
  props: ConfigItemDialogProps<T, V, F>,
) {
  const { title, confirmLabel, isOpen, onOpenChange, isSaving, form } = props;
  return (
    <FormDialog
      title={title}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      confirmLabel={confirmLabel}
      isSaving={isSaving}
      size={form.size}
    >
      {(formId) => <ItemFormBody {...props} formId={formId} />}
    </FormDialog>
  );
}

function ItemFormBody<T extends ConfigListItem, V extends object, F extends string>({
  name,
  initial,
  original,
  others,
  form: item,
  notice,
  onSave,
  formId,
}: ConfigItemDialogProps<T, V, F> & { formId: string }) {
  const schema = CONFIG_LISTS[name].item;
  const form = useFormState<V, F>({
    initial,
    validate: (values) => ({
      ...schemaErrors<F>(schema.safeParse(item.toItem(values, original))),
      ...item.validate?.(values, others),
    }),
    onSubmit: (values) => onSave(item.toItem(values, original)),
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
