import { clsx } from 'clsx';
import type { Ref } from 'react';
import {
  composeRenderProps,
  Tab as RACTab,
  TabList as RACTabList,
  type TabListProps as RACTabListProps,
  TabPanel as RACTabPanel,
  type TabPanelProps as RACTabPanelProps,
  type TabProps as RACTabProps,
  Tabs as RACTabs,
  type TabsProps as RACTabsProps,
} from 'react-aria-components';
import * as styles from './Tabs.css';

export interface TabsProps extends RACTabsProps {
  ref?: Ref<HTMLDivElement>;
}

/**
 * Switches between views of one page (好友 / 群聊 / 素材) with an underlined tab strip. Built on RAC Tabs: arrow
 * keys move between tabs (Home/End to the ends), disabled tabs are skipped, and each tab is linked to its panel.
 * Compose `TabList` (with `Tab`s) and one `TabPanel` per tab, matching by `id`.
 */
export function Tabs({ className, ...props }: TabsProps) {
  return <RACTabs {...props} className={composeRenderProps(className, (c) => clsx(styles.tabs, c))} />;
}

export interface TabListProps<T> extends RACTabListProps<T> {
  ref?: Ref<HTMLDivElement>;
}

/** The strip of tabs; give it an `aria-label` (or `aria-labelledby`) naming what the tabs switch. */
export function TabList<T extends object>({ className, ...props }: TabListProps<T>) {
  return <RACTabList {...props} className={composeRenderProps(className, (c) => clsx(styles.tabList, c))} />;
}

export interface TabProps extends RACTabProps {
  ref?: Ref<HTMLDivElement>;
}

/** One tab; its `id` matches the `TabPanel` it shows. `isDisabled` keeps it visible but not selectable. */
export function Tab({ className, ...props }: TabProps) {
  return <RACTab {...props} className={composeRenderProps(className, (c) => clsx(styles.tab, c))} />;
}

export interface TabPanelProps extends RACTabPanelProps {
  ref?: Ref<HTMLDivElement>;
}

/** The content of the tab with the same `id`; focusable when it has nothing focusable inside. */
export function TabPanel({ className, ...props }: TabPanelProps) {
  return <RACTabPanel {...props} className={composeRenderProps(className, (c) => clsx(styles.tabPanel, c))} />;
}
