import { type FormEvent, type RefObject, useContext, useEffect, useRef, useState } from 'react';
import { focusFirstInvalid } from './focus-first-invalid';
import { isSameValue } from './is-same-value';
import type { FieldErrors } from './schema-errors';
import { UnsavedChangesContext } from './unsaved-changes-context';

/*
 * The console's one form-state machine. It does not import zod: a feature passes `validate` (usually its contract
 * schema's safeParse through `schemaErrors`), so a lazy dialog chunk only carries the schema it uses.
 */

export { type FieldErrors, schemaErrors } from './schema-errors';

export interface FormStateOptions<V extends object, F extends string> {
  /** The first values; `isDirty` compares against the latest `initial`. */
  initial: V;
  /** Every field's current error (the contract schema's messages); only shown per the rules of `errorOf`. */
  validate: (values: V) => FieldErrors<F>;
  /** Called with the values when the submit passes validation. */
  onSubmit: (values: V) => void;
  /** Called on a refused submit (e.g. to notify 请将表单填写完整后发送 where the spec asks for it). */
  onInvalid?: () => void;
}

export interface FormProps {
  ref: RefObject<HTMLFormElement | null>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onInvalidSubmit: () => void;
  validationBehavior: 'aria';
}

export interface TextFieldProps {
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  isInvalid: boolean;
  errorMessage?: string;
}

export interface FormState<V extends object, F extends string> {
  values: V;
  set: <K extends keyof V>(field: K, value: V[K]) => void;
  patch: (partial: Partial<V>) => void;
  touch: (field: F) => void;
  /** The error to show: after the field was blurred, after a refused submit, or the server's error for it. */
  errorOf: (field: F) => string | undefined;
  /** All current errors (shown or not), the server's included. */
  errors: FieldErrors<F>;
  /** The values differ from `initial` (deep compare, JSON-ish). */
  isDirty: boolean;
  /** Server field errors (e.g. mapped from an API answer) shown on their fields until the field changes. */
  setServerErrors: (errors: FieldErrors<F>) => void;
  /** Props for the ui `<Form>`: a submit validates, then focuses the first invalid field or calls `onSubmit`. */
  formProps: FormProps;
  /** Props for a ui TextField-like field bound to a string field. */
  textField: (field: F & keyof V) => TextFieldProps;
}

/** The same object without the given keys (itself when it has none of them, so React can skip a re-render). */
function without<T extends object>(object: T, keys: readonly PropertyKey[]): T {
  if (!keys.some((key) => key in object)) return object;
  const copy = { ...object };
  for (const key of keys) delete copy[key as keyof T];
  return copy;
}

/**
 * Values, touched fields and submit attempts of one form. A field's error shows once it was blurred or after a
 * refused submit (then focus moves to the first invalid field, in DOM order); a server error shows on its field
 * until the field changes. Inside a `FormDialog`, `isDirty` arms its unsaved-changes guard.
 */
export function useFormState<V extends object, F extends string>({
  initial,
  validate,
  onSubmit,
  onInvalid,
}: FormStateOptions<V, F>): FormState<V, F> {
  const [values, setValues] = useState<V>(initial);
  const [touched, setTouched] = useState<ReadonlySet<F>>(() => new Set());
  const [attempts, setAttempts] = useState(0);
  const [serverErrors, setServerErrorsState] = useState<FieldErrors<F>>({});
  const formRef = useRef<HTMLFormElement>(null);

  const errors: FieldErrors<F> = { ...serverErrors, ...validate(values) };
  const isDirty = !isSameValue(values, initial);

  const reportDirty = useContext(UnsavedChangesContext);
  useEffect(() => {
    reportDirty?.(isDirty);
  }, [reportDirty, isDirty]);
  // An unmounted form (its dialog closed) has nothing left to lose.
  useEffect(
    () => () => {
      reportDirty?.(false);
    },
    [reportDirty],
  );

  // After a refused submit the messages render first; then focus goes to the first field showing one.
  useEffect(() => {
    if (attempts > 0 && formRef.current) focusFirstInvalid(formRef.current);
  }, [attempts]);

  const set = <K extends keyof V>(field: K, value: V[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrorsState((current) => without(current, [field]));
  };
  const patch = (partial: Partial<V>) => {
    setValues((current) => ({ ...current, ...partial }));
    setServerErrorsState((current) => without(current, Object.keys(partial)));
  };
  const touch = (field: F) => setTouched((current) => (current.has(field) ? current : new Set(current).add(field)));
  const errorOf = (field: F): string | undefined => {
    const shown = attempts > 0 || touched.has(field) ? errors[field] : undefined;
    return shown ?? serverErrors[field];
  };

  const refuse = () => {
    setAttempts((n) => n + 1);
    onInvalid?.();
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (Object.keys(errors).length > 0) refuse();
    else onSubmit(values);
  };

  const textField = (field: F & keyof V): TextFieldProps => {
    const error = errorOf(field);
    const value = values[field];
    return {
      name: field,
      value: typeof value === 'string' ? value : String(value ?? ''),
      onChange: (next) => set(field, next as V[typeof field]),
      onBlur: () => touch(field),
      isInvalid: error !== undefined,
      errorMessage: error,
    };
  };

  return {
    values,
    set,
    patch,
    touch,
    errorOf,
    errors,
    isDirty,
    setServerErrors: setServerErrorsState,
    formProps: { ref: formRef, onSubmit: submit, onInvalidSubmit: refuse, validationBehavior: 'aria' },
    textField,
  };
}
