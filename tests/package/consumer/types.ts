// Type-checked under moduleResolution bundler, node16 and nodenext (tsconfig.*.json). If the published
// declarations did not resolve, every import here would be `any` (skipLibCheck hides why), no line below
// would be an error, and each `@ts-expect-error` would itself fail the check.
import { Button, type ButtonProps, TextField } from '@weassit/ui';
import { vars } from '@weassit/ui/css';
import { createElement as h } from 'react';

export const primary: ButtonProps['variant'] = 'primary';
// @ts-expect-error Not a Button variant.
export const huge: ButtonProps['variant'] = 'huge';

export const brand: string = vars.color.brand.default;
// @ts-expect-error The theme has no such colour.
export const missing = vars.color.nope;

export const save = h(Button, { variant: 'danger' }, '删除');
// @ts-expect-error TextField takes no `variant`.
export const field = h(TextField, { label: '名称', variant: 'primary' });
