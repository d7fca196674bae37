// Three widgets and their styles only: the build must not carry the other widgets' styles. TagInput comes
// before TextField on purpose: both use the field styles, which TagInput restyles, so the field styles must
// reach the page once, before TagInput's (a second copy brought by TextField would undo TagInput's).
import '@weassit/ui/styles/Button';
import '@weassit/ui/styles/TagInput';
import '@weassit/ui/styles/TextField';
import { Button, TagInput, TextField } from '@weassit/ui';
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import { hostPanel } from './app.css.ts';

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    h(
      'div',
      { className: hostPanel },
      h(TextField, { label: '名称' }),
      h(TagInput, { label: '关键词' }),
      h(Button, { variant: 'primary' }, '保存'),
    ),
  );
