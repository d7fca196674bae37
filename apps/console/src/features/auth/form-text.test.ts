import { describe, expect, it } from 'vitest';
import { formText } from './form-text';

describe('formText', () => {
  it("reads a form's text fields by name, untrimmed, and a missing one as ''", () => {
    const form = document.createElement('form');
    form.innerHTML = '<input name="email" value=" a@b.cn "><input name="password" type="password" value="secret">';
    const text = formText(form);
    expect(text('email')).toBe(' a@b.cn ');
    expect(text('password')).toBe('secret');
    expect(text('inviteCode')).toBe('');
  });
});
