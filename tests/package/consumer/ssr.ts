// Server-renders every export of the packed @weassit/ui in plain Node (no bundler, no test runner transforms):
// `node ssr.ts` in the scratch consumer. Each exported component has a case below with the least props it needs;
// each other export is listed as not a component. An export in neither list fails the run, so a new widget
// cannot ship without being rendered here.

import * as ui from '@weassit/ui';
import { createElement as h, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';

const noop = () => {};
const rows = [{ id: 1, name: '甲' }];
const materials = async () => ({ list: [], count: 0 });
const uploaded = async () => ({ url: '/files/a.png', name: 'a.png' });
const rules = {
  mimeTypes: ['image/png'],
  extensions: ['png'],
  maxBytes: 1024 * 1024,
  typeMessage: '仅支持PNG',
  sizeMessage: '不能超过1MB',
  noChineseName: false,
};
const names = async () => [];

/** A case per component: what to render, and whether empty HTML is right (overlays render nothing on the server). */
const cases: Record<string, { render: () => ReactElement; empty?: true }> = {
  Alert: { render: () => h(ui.Alert, { variant: 'info' }, '提示') },
  Avatar: { render: () => h(ui.Avatar, { name: '张三' }) },
  Badge: { render: () => h(ui.Badge, null, '新') },
  VipBadge: { render: () => h(ui.VipBadge) },
  Breadcrumb: {
    render: () =>
      h(ui.Breadcrumb, {
        items: [
          { id: 'home', label: '首页', href: '/' },
          { id: 'settings', label: '设置' },
        ],
      }),
  },
  Button: { render: () => h(ui.Button, null, '保存') },
  Card: { render: () => h(ui.Card, { title: '卡片' }, '内容') },
  InfoCard: { render: () => h(ui.InfoCard, { title: '在线人数' }, '3') },
  Checkbox: { render: () => h(ui.Checkbox, null, '同意') },
  CheckboxGroup: { render: () => h(ui.CheckboxGroup, { label: '选项' }, h(ui.Checkbox, { value: 'a' }, '甲')) },
  ComboBox: { render: () => h(ui.ComboBox, { label: '城市', items: [{ id: 'bj', name: '北京' }] }) },
  ConfirmHost: { render: () => h(ui.ConfirmHost), empty: true },
  CronInput: { render: () => h(ui.CronInput, { label: '执行时间' }) },
  DescriptionList: { render: () => h(ui.DescriptionList, { items: [{ label: '名称', value: '小助手' }] }) },
  Dialog: {
    render: () =>
      h(ui.DialogTrigger, {
        defaultOpen: true,
        children: [h(ui.Button, { key: 1 }, '打开'), h(ui.Dialog, { key: 2, title: '对话框' }, '内容')],
      }),
  },
  DialogActions: { render: () => h(ui.DialogActions, null, h(ui.Button, null, '确定')) },
  DialogTrigger: {
    render: () =>
      h(ui.DialogTrigger, {
        children: [h(ui.Button, { key: 1 }, '打开'), h(ui.Dialog, { key: 2, title: '对话框' }, '内容')],
      }),
  },
  EmptyState: { render: () => h(ui.EmptyState, { title: '暂无数据' }) },
  FieldDescription: { render: () => h(ui.FieldDescription, null, '说明') },
  FieldError: { render: () => h(ui.FieldError, null, '错误'), empty: true },
  Label: { render: () => h(ui.Label, null, '标签') },
  Form: { render: () => h(ui.Form, null, h(ui.TextField, { label: '名称' })) },
  FormActions: { render: () => h(ui.FormActions, null, h(ui.Button, { type: 'submit' }, '提交')) },
  I18nProvider: { render: () => h(ui.I18nProvider, null, h(ui.Button, null, '保存')) },
  IconButton: { render: () => h(ui.IconButton, { label: '关闭', children: h(ui.CloseIcon) }) },
  Grid: { render: () => h(ui.Grid, { columns: 2 }, '甲', '乙') },
  Inline: { render: () => h(ui.Inline, null, '甲', '乙') },
  Stack: { render: () => h(ui.Stack, null, '甲', '乙') },
  MaterialPicker: { render: () => h(ui.MaterialPicker, { types: [1, 2], loadPage: materials }) },
  Menu: {
    render: () =>
      h(ui.MenuTrigger, {
        defaultOpen: true,
        children: [h(ui.Button, { key: 1 }, '更多'), h(ui.Menu, { key: 2 }, h(ui.MenuItem, null, '编辑'))],
      }),
  },
  MenuItem: { render: () => h(ui.Menu, { 'aria-label': '操作' }, h(ui.MenuItem, null, '编辑')), empty: true },
  MenuSection: {
    render: () =>
      h(ui.Menu, { 'aria-label': '操作' }, h(ui.MenuSection, { title: '组' }, h(ui.MenuItem, null, '编辑'))),
    empty: true,
  },
  MenuSeparator: {
    render: () =>
      h(ui.Menu, { 'aria-label': '操作' }, h(ui.MenuItem, null, '甲'), h(ui.MenuSeparator), h(ui.MenuItem, null, '乙')),
    empty: true,
  },
  MenuTrigger: {
    render: () =>
      h(ui.MenuTrigger, {
        children: [h(ui.Button, { key: 1 }, '更多'), h(ui.Menu, { key: 2 }, h(ui.MenuItem, null, '编辑'))],
      }),
  },
  NameAutocomplete: { render: () => h(ui.NameAutocomplete, { label: '好友', search: names }) },
  NameTagPicker: { render: () => h(ui.NameTagPicker, { label: '好友', search: names }) },
  Navbar: { render: () => h(ui.Navbar, { title: '智能微秘书' }) },
  NumberField: { render: () => h(ui.NumberField, { label: '数量' }) },
  PageWrapper: { render: () => h(ui.PageWrapper, { title: '设置' }, '内容') },
  Pagination: { render: () => h(ui.Pagination, { total: 100, onChange: noop }) },
  Popover: {
    render: () =>
      h(ui.PopoverTrigger, {
        defaultOpen: true,
        children: [h(ui.Button, { key: 1 }, '详情'), h(ui.Popover, { key: 2 }, '内容')],
      }),
  },
  PopoverTrigger: {
    render: () =>
      h(ui.PopoverTrigger, { children: [h(ui.Button, { key: 1 }, '详情'), h(ui.Popover, { key: 2 }, '内容')] }),
  },
  QRCode: { render: () => h(ui.QRCode, { value: 'https://example.com', label: '二维码' }) },
  Radio: { render: () => h(ui.RadioGroup, { label: '选项' }, h(ui.Radio, { value: 'a' }, '甲')) },
  RadioGroup: {
    render: () =>
      h(ui.RadioGroup, { label: '选项' }, h(ui.Radio, { value: 'a' }, '甲'), h(ui.Radio, { value: 'b' }, '乙')),
  },
  SearchField: { render: () => h(ui.SearchField, { label: '搜索' }) },
  Select: { render: () => h(ui.Select, { label: '类型', items: [{ id: 'a', name: '甲' }] }) },
  Sidebar: { render: () => h(ui.Sidebar, { items: [{ id: 'home', label: '首页', href: '/' }] }) },
  Skeleton: { render: () => h(ui.Skeleton) },
  SkeletonRegion: { render: () => h(ui.SkeletonRegion, { isLoading: true }, '内容') },
  Slider: { render: () => h(ui.Slider, { label: '音量' }) },
  Spinner: { render: () => h(ui.Spinner) },
  Switch: { render: () => h(ui.Switch, null, '启用') },
  Table: {
    render: () =>
      h(ui.Table, {
        'aria-label': '列表',
        columns: [{ key: 'name', title: '名称' }],
        rows,
        getRowKey: (row: object) => (row as (typeof rows)[number]).id,
      }),
  },
  Tab: {
    render: () =>
      h(
        ui.Tabs,
        null,
        h(ui.TabList, { 'aria-label': '页' }, h(ui.Tab, { id: 'a' }, '甲')),
        h(ui.TabPanel, { id: 'a' }, '甲页'),
      ),
  },
  TabList: { render: () => h(ui.Tabs, null, h(ui.TabList, { 'aria-label': '页' }, h(ui.Tab, { id: 'a' }, '甲'))) },
  TabPanel: {
    render: () =>
      h(
        ui.Tabs,
        null,
        h(ui.TabList, { 'aria-label': '页' }, h(ui.Tab, { id: 'a' }, '甲')),
        h(ui.TabPanel, { id: 'a' }, '甲页'),
      ),
  },
  Tabs: {
    render: () =>
      h(
        ui.Tabs,
        null,
        h(ui.TabList, { 'aria-label': '页' }, h(ui.Tab, { id: 'a' }, '甲')),
        h(ui.TabPanel, { id: 'a' }, '甲页'),
      ),
  },
  Tag: { render: () => h(ui.TagGroup, { label: '标签' }, h(ui.Tag, null, '甲')) },
  TagGroup: { render: () => h(ui.TagGroup, { label: '标签' }, h(ui.Tag, null, '甲'), h(ui.Tag, null, '乙')) },
  TagInput: { render: () => h(ui.TagInput, { label: '关键词' }) },
  TargetPicker: {
    render: () => h(ui.TargetPicker, { options: [{ id: 'wxid_1', label: '张三', value: '张三', name: '张三' }] }),
  },
  TextField: { render: () => h(ui.TextField, { label: '名称' }) },
  ThemeScope: { render: () => h(ui.ThemeScope, { theme: 'dark' }, h(ui.Button, null, '保存')) },
  ToastRegion: { render: () => h(ui.ToastRegion), empty: true },
  Tooltip: {
    render: () =>
      h(ui.TooltipTrigger, {
        defaultOpen: true,
        children: [h(ui.Button, { key: 1 }, '帮助'), h(ui.Tooltip, { key: 2, children: '提示' })],
      }),
  },
  TooltipTrigger: {
    render: () =>
      h(ui.TooltipTrigger, {
        children: [h(ui.Button, { key: 1 }, '帮助'), h(ui.Tooltip, { key: 2, children: '提示' })],
      }),
  },
  Upload: { render: () => h(ui.Upload, { label: '附件', rules, onUpload: uploaded }) },
};

/** Exports that are not components, with why. */
const notComponents = new Set([
  'DEFAULT_CRON',
  'DEFAULT_LOCALE',
  'breakpoints',
  'cancelAllConfirms',
  'checkUploadFile',
  'confirm',
  'darkTheme',
  'defaultTagInputMessages',
  'describeCron',
  'fileExtension',
  'formatRunTime',
  'getNextRuns',
  'hasChineseCharacters',
  'isDuplicateTag',
  'lightTheme',
  'parseCron',
  'serializeCron',
  'sprinkles',
  'toast',
  'validateCron',
  'vars',
]);
const isIcon = (name: string) => /^[A-Z]\w*Icon$/.test(name);

const failures: string[] = [];
for (const name of Object.keys(ui)) {
  if (notComponents.has(name)) continue;
  const component = (ui as Record<string, unknown>)[name];
  const test = isIcon(name) ? { render: () => h(component as typeof ui.CheckIcon), empty: undefined } : cases[name];
  if (!test) {
    failures.push(`${name}: exported, but has no render case`);
    continue;
  }
  try {
    const html = renderToString(test.render());
    if (!test.empty && html.length === 0) failures.push(`${name}: rendered no HTML`);
  } catch (error) {
    failures.push(`${name}: ${(error as Error).stack ?? error}`);
  }
}
for (const name of Object.keys(cases))
  if (!(name in ui)) failures.push(`${name}: has a render case, but is not exported`);

const resolved = import.meta.resolve('@weassit/ui');
console.log(JSON.stringify({ resolved, rendered: Object.keys(ui).length - notComponents.size, failures }));
if (failures.length) process.exitCode = 1;
