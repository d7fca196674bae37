import { signupSchema } from '@weassit/contract/schemas';
import { describe, expect, it } from 'vitest';
import { zhCN } from '../../lib/i18n/zh-CN';
import { schemaFieldError, schemaFields } from './schema-field';
import { validateLoginEmail, validateLoginPassword } from './validation';

const t = zhCN.auth;

describe('login checks', () => {
  it('say the same as loginSchema', () => {
    expect(validateLoginEmail('  ', t)).toBe('请输入邮箱');
    expect(validateLoginEmail('a@b', t)).toBe('邮箱格式不正确');
    expect(validateLoginEmail(' a@b.cn ', t)).toBeNull();
    expect(validateLoginPassword('', t)).toBe('请输入密码');
    expect(validateLoginPassword('x', t)).toBeNull();
  });
});

describe('schemaFieldError', () => {
  it('gives the first message of a contract schema field', () => {
    expect(schemaFieldError(signupSchema.shape.password, 'short')).toBe('密码至少 8 位');
    expect(schemaFieldError(signupSchema.shape.name, '  ')).toBe('请输入用户名');
    expect(schemaFieldError(signupSchema.shape.email, 'x@y.cn')).toBeNull();
  });
});

describe('schemaFields', () => {
  it("names a field after the schema's key and validates it with that key's rule", () => {
    const field = schemaFields(signupSchema.shape);
    const password = field('password');
    expect(password.name).toBe('password');
    expect(password.validate('short')).toBe('密码至少 8 位');
    expect(password.validate('long enough')).toBeNull();
    expect(field('inviteCode').validate('')).toBeNull();
    // @ts-expect-error: only the schema's own keys are fields.
    field('nickname');
  });
});
