import { Button, CloseIcon, IconButton, PlusIcon, TextField } from '@weassit/ui';
import { useEffect, useId, useRef, useState } from 'react';
import * as fieldStyles from '../../../../kit/config-list/MessageItemsField.css';
import { format } from '../../../../lib/i18n/format';
import * as styles from './CallbackRuleForm.css';
import { type CallbackParameterRow, newParameterRow } from './callback-rule-form';
import { useCallbackFormMessages } from './messages';

export interface CallbackParametersFieldProps {
  value: CallbackParameterRow[];
  onChange: (value: CallbackParameterRow[]) => void;
  onBlur: () => void;
  errorMessage?: string;
}

/** At most as many parameters as the contract stores. */
const MAX_PARAMETERS = 50;

/**
 * The rule's custom parameters (`moreData`): name/value rows sent with every request. A new row takes the focus;
 * after a removal it goes to the next row (or the add button).
 */
export function CallbackParametersField({ value, onChange, onBlur, errorMessage }: CallbackParametersFieldProps) {
  const t = useCallbackFormMessages();
  const hintId = useId();
  const errorId = useId();
  const rootRef = useRef<HTMLFieldSetElement>(null);
  const [focus, setFocus] = useState<{ id: string; part: 'name' | 'remove' } | 'add' | null>(null);

  useEffect(() => {
    if (focus === null) return;
    setFocus(null);
    const root = rootRef.current;
    const target =
      focus === 'add'
        ? root?.querySelector<HTMLElement>('[data-action="add-parameter"]')
        : root?.querySelector<HTMLElement>(`[data-row="${focus.id}"] ${focus.part === 'name' ? 'input' : 'button'}`);
    target?.focus();
  }, [focus]);

  const update = (index: number, patch: Partial<CallbackParameterRow>) =>
    onChange(value.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  const add = () => {
    const row = newParameterRow();
    onChange([...value, row]);
    setFocus({ id: row.id, part: 'name' });
  };
  const remove = (index: number) => {
    const next = value[index + 1] ?? value[index - 1];
    onChange(value.filter((_, at) => at !== index));
    setFocus(next ? { id: next.id, part: 'remove' } : 'add');
  };

  return (
    <fieldset
      ref={rootRef}
      className={fieldStyles.root}
      aria-describedby={errorMessage ? `${hintId} ${errorId}` : hintId}
      data-invalid={errorMessage ? true : undefined}
    >
      <legend className={fieldStyles.legend}>{t.moreData}</legend>
      <p id={hintId} className={styles.hint}>
        {t.moreDataHint}
      </p>
      {value.length > 0 ? (
        <ol className={styles.rows}>
          {value.map((row, index) => {
            const n = { n: index + 1 };
            return (
              <li key={row.id} className={styles.row} data-row={row.id}>
                <TextField
                  className={styles.grow}
                  aria-label={format(t.parameterNameLabel, n)}
                  placeholder={t.parameterName}
                  value={row.name}
                  onChange={(name) => update(index, { name })}
                  onBlur={onBlur}
                  maxLength={128}
                  isInvalid={errorMessage !== undefined && row.name.trim() === '' && row.value !== ''}
                />
                <TextField
                  className={styles.grow}
                  aria-label={format(t.parameterValueLabel, n)}
                  placeholder={t.parameterValue}
                  value={row.value}
                  onChange={(next) => update(index, { value: next })}
                  onBlur={onBlur}
                  maxLength={2048}
                />
                <IconButton size="sm" label={format(t.removeParameter, n)} onPress={() => remove(index)}>
                  <CloseIcon />
                </IconButton>
              </li>
            );
          })}
        </ol>
      ) : (
        <p className={styles.hint}>{t.noParameters}</p>
      )}
      {errorMessage && (
        <p id={errorId} className={fieldStyles.error}>
          {errorMessage}
        </p>
      )}
      <div>
        <Button
          variant="secondary"
          size="sm"
          isDisabled={value.length >= MAX_PARAMETERS}
          onPress={add}
          data-action="add-parameter"
        >
          <PlusIcon />
          {t.addParameter}
        </Button>
      </div>
    </fieldset>
  );
}
