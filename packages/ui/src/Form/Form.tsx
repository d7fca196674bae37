import { clsx } from 'clsx';
import { type FormEvent, type HTMLAttributes, type Ref, useEffect, useLayoutEffect, useRef } from 'react';
import { useObjectRef } from 'react-aria';
import { Form as RACForm, type FormProps as RACFormProps } from 'react-aria-components';
import * as styles from './Form.css';

export interface FormProps extends RACFormProps {
  /**
   * When the fields show their errors. `'native'`: on a submit attempt, which the browser blocks while a field is
   * invalid (required, pattern, `validate` …); after that a field re-checks when its value is committed (on blur
   * for a text field). `'aria'`: live, as the user types (so `validate` functions run from the first render,
   * and an empty `isRequired` field is only marked `aria-required`, not invalid); a submit while a field shows an
   * error is blocked by this Form too.
   * @default 'native'
   */
  validationBehavior?: 'native' | 'aria';
  /**
   * Called once per submit attempt that invalid fields block (the console shows 请将表单填写完整后发送), after
   * focus has moved to the first invalid field. Also called when a script runs `form.reportValidity()` on an
   * invalid form.
   */
  onInvalidSubmit?: () => void;
  ref?: Ref<HTMLFormElement>;
}

type Focusable = HTMLElement & { validity?: ValidityState };

function firstInvalidControl(form: HTMLFormElement): Focusable | null {
  for (const element of Array.from(form.elements) as Focusable[]) {
    if (element.validity?.valid === false || element.getAttribute('aria-invalid') === 'true') return element;
  }
  return form.querySelector<HTMLElement>('[aria-invalid="true"]');
}

/** Moves focus to the first invalid control unless it is already on an invalid one (RAC's fields do it first). */
function focusFirstInvalid(form: HTMLFormElement) {
  const active = form.ownerDocument.activeElement as Focusable | null;
  if (
    active &&
    form.contains(active) &&
    (active.validity?.valid === false || active.getAttribute('aria-invalid') === 'true')
  )
    return;
  firstInvalidControl(form)?.focus();
}

/**
 * A form for react-aria-components fields: their errors show on submit (`validationBehavior="native"`, the
 * default) or live (`"aria"`); `validationErrors` maps server errors to fields by name (`{ alias: '素材别名已存在' }`,
 * cleared when the user edits the field); a blocked submit moves focus to the first invalid field and calls
 * `onInvalidSubmit` once.
 */
export function Form({
  onInvalidSubmit,
  onSubmit,
  validationBehavior = 'native',
  className,
  ref,
  ...props
}: FormProps) {
  const formRef = useObjectRef(ref);
  const onInvalidSubmitRef = useRef(onInvalidSubmit);
  useLayoutEffect(() => {
    onInvalidSubmitRef.current = onInvalidSubmit;
  });

  // The browser fires `invalid` on every invalid control of a blocked submit, all in the same task: the first one
  // schedules a single callback for the attempt.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    let scheduled: ReturnType<typeof setTimeout> | undefined;
    const onInvalid = () => {
      if (scheduled !== undefined) return;
      scheduled = setTimeout(() => {
        scheduled = undefined;
        focusFirstInvalid(form);
        onInvalidSubmitRef.current?.();
      });
    };
    form.addEventListener('invalid', onInvalid, true);
    return () => {
      form.removeEventListener('invalid', onInvalid, true);
      clearTimeout(scheduled);
    };
  }, [formRef]);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    // With ARIA validation the form has noValidate: block the submit here while a field shows an error.
    if (validationBehavior === 'aria' && event.currentTarget.querySelector('[aria-invalid="true"]')) {
      event.preventDefault();
      focusFirstInvalid(event.currentTarget);
      onInvalidSubmitRef.current?.();
      return;
    }
    onSubmit?.(event);
  };

  return (
    <RACForm
      {...props}
      ref={formRef}
      validationBehavior={validationBehavior}
      onSubmit={handleSubmit}
      className={clsx(styles.form, className)}
    />
  );
}

export interface FormActionsProps extends HTMLAttributes<HTMLDivElement> {
  /**
   * Where the buttons go: `end` (the console's default, primary action last), `start`, or `between` (e.g. a
   * secondary link on the left).
   * @default 'end'
   */
  align?: keyof typeof styles.align;
  ref?: Ref<HTMLDivElement>;
}

/** The footer row of a form's buttons, right-aligned by default; wraps on narrow screens. */
export function FormActions({ align = 'end', className, ...props }: FormActionsProps) {
  return <div {...props} className={clsx(styles.actions, styles.align[align], className)} />;
}
