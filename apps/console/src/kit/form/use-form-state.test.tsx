import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { testRoot } from '../../testing/test-root';
import { UnsavedChangesContext } from './unsaved-changes-context';
import { type FormState, useFormState } from './use-form-state';

interface Values {
  name: string;
  note: string;
  tags: string[];
}
type Field = keyof Values;

const validate = (values: Values) => {
  const errors: Partial<Record<Field, string>> = {};
  if (!values.name.trim()) errors.name = '名称必填';
  if (!values.note.trim()) errors.note = '备注必填';
  if (values.tags.length === 0) errors.tags = '至少一个标签';
  return errors;
};

const dom = testRoot();
let form: FormState<Values, Field>;

/**
 * A form bound to the hook with plain controls. `note` comes before `name` in the DOM (not in the values) and the
 * tags are a group marked invalid as a whole, as ui's Upload and RadioGroup are, so focus order is DOM order.
 */
function Harness(props: { initial?: Values; onSubmit?: (values: Values) => void; onInvalid?: () => void }) {
  form = useFormState<Values, Field>({
    initial: props.initial ?? { name: '', note: '', tags: [] },
    validate,
    onSubmit: props.onSubmit ?? (() => {}),
    onInvalid: props.onInvalid,
  });
  const field = (name: 'name' | 'note') => {
    const { isInvalid, errorMessage, onChange, ...rest } = form.textField(name);
    return (
      <label>
        {name}
        <input {...rest} aria-invalid={isInvalid || undefined} onChange={(event) => onChange(event.target.value)} />
        {errorMessage && <span data-error={name}>{errorMessage}</span>}
      </label>
    );
  };
  const tagsError = form.errorOf('tags');
  // A native form: the two react-aria props of formProps have no DOM meaning (the ui Form takes them).
  const { validationBehavior: _aria, onInvalidSubmit: _invalid, ...native } = form.formProps;
  return (
    <form {...native} noValidate>
      {field('note')}
      {field('name')}
      <fieldset data-invalid={tagsError ? '' : undefined}>
        <legend>tags</legend>
        <button type="button" disabled>
          清空
        </button>
        <button type="button" data-testid="add-tag" onClick={() => form.set('tags', ['新'])}>
          添加标签
        </button>
      </fieldset>
      <button type="submit">提交</button>
    </form>
  );
}

const input = (name: string) =>
  dom.container.querySelector<HTMLInputElement>(`input[name="${name}"]`) as HTMLInputElement;
const shown = (name: Field) => dom.container.querySelector(`[data-error="${name}"]`)?.textContent ?? null;

function type(name: string, value: string) {
  const element = input(name);
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  act(() => {
    setter?.call(element, value);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

function blur(name: string) {
  act(() => {
    input(name).focus();
    input(name).blur();
  });
}

function submit() {
  act(() => {
    dom.container.querySelector('form')?.requestSubmit();
  });
}

describe('useFormState', () => {
  it('shows a field error only once that field was blurred', () => {
    dom.render(<Harness />);
    expect(form.errors).toEqual({ name: '名称必填', note: '备注必填', tags: '至少一个标签' });
    expect(shown('name')).toBeNull();
    blur('name');
    expect(shown('name')).toBe('名称必填');
    expect(input('name').getAttribute('aria-invalid')).toBe('true');
    expect(shown('note')).toBeNull();
    type('name', '小助手');
    expect(shown('name')).toBeNull();
  });

  it('refuses an invalid submit: every error shows, onInvalid runs once, onSubmit does not', () => {
    const onSubmit = vi.fn();
    const onInvalid = vi.fn();
    dom.render(<Harness onSubmit={onSubmit} onInvalid={onInvalid} />);
    submit();
    expect(shown('name')).toBe('名称必填');
    expect(shown('note')).toBe('备注必填');
    expect(form.errorOf('tags')).toBe('至少一个标签');
    expect(onInvalid).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('focuses the first invalid field in DOM order after a refused submit, then a group’s first enabled control', () => {
    dom.render(<Harness />);
    submit();
    expect(document.activeElement).toBe(input('note'));
    type('note', '备注');
    type('name', '名称');
    submit();
    expect(document.activeElement).toBe(dom.container.querySelector('[data-testid="add-tag"]'));
  });

  it('calls onSubmit with the values once every field is valid', () => {
    const onSubmit = vi.fn();
    const onInvalid = vi.fn();
    dom.render(<Harness onSubmit={onSubmit} onInvalid={onInvalid} />);
    type('name', '小助手');
    type('note', '客服');
    act(() => dom.container.querySelector<HTMLButtonElement>('[data-testid="add-tag"]')?.click());
    submit();
    expect(onSubmit).toHaveBeenCalledWith({ name: '小助手', note: '客服', tags: ['新'] });
    expect(onInvalid).not.toHaveBeenCalled();
  });

  it('shows a server error on its field at once, until that field changes', () => {
    const onSubmit = vi.fn();
    dom.render(<Harness initial={{ name: '重名', note: '备注', tags: ['a'] }} onSubmit={onSubmit} />);
    act(() => form.setServerErrors({ name: '名称已存在', note: '备注太敏感' }));
    expect(shown('name')).toBe('名称已存在');
    expect(shown('note')).toBe('备注太敏感');
    // Still there: the same values would be refused again.
    submit();
    expect(onSubmit).not.toHaveBeenCalled();
    type('name', '新名称');
    expect(shown('name')).toBeNull();
    expect(shown('note')).toBe('备注太敏感');
    act(() => form.patch({ note: '新备注' }));
    expect(shown('note')).toBeNull();
    submit();
    expect(onSubmit).toHaveBeenCalledWith({ name: '新名称', note: '新备注', tags: ['a'] });
  });

  it('is dirty while the values differ from the initial ones, deeply', () => {
    dom.render(<Harness initial={{ name: 'a', note: 'b', tags: ['x'] }} />);
    expect(form.isDirty).toBe(false);
    type('name', 'ab');
    expect(form.isDirty).toBe(true);
    type('name', 'a');
    expect(form.isDirty).toBe(false);
    act(() => form.set('tags', ['x', 'y']));
    expect(form.isDirty).toBe(true);
    // A new array with the same items is no change.
    act(() => form.set('tags', ['x']));
    expect(form.isDirty).toBe(false);
  });

  it('reports its dirtiness to a surrounding dialog, and clean once unmounted', () => {
    const reports: boolean[] = [];
    const report = (dirty: boolean) => reports.push(dirty);
    const render = (isShown: boolean) =>
      dom.render(<UnsavedChangesContext value={report}>{isShown && <Harness />}</UnsavedChangesContext>);
    render(true);
    type('name', 'x');
    expect(reports.at(-1)).toBe(true);
    render(false);
    expect(reports.at(-1)).toBe(false);
  });
});
