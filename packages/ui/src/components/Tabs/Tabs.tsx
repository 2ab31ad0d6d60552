import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import {
  Tab as AriaTab,
  TabList as AriaTabList,
  type TabListProps as AriaTabListProps,
  TabPanel as AriaTabPanel,
  type TabPanelProps as AriaTabPanelProps,
  type TabProps as AriaTabProps,
  Tabs as AriaTabs,
  type TabsProps as AriaTabsProps,
  SelectionIndicator,
} from 'react-aria-components';
import * as styles from './Tabs.css';

export interface TabsProps extends Omit<AriaTabsProps, 'className' | 'style' | 'orientation'> {
  children: ReactNode;
  /** Layout-only escape hatch. */
  UNSAFE_className?: string;
}

/**
 * Sections of one page, one visible at a time (the shop's Coins, Booster, Daily reward, Bonus
 * code): a `TabList` of `Tab`s and one `TabPanel` per tab.
 *
 * - **Keyboard:** Tab enters the tab list on the selected tab; Arrow Left and Right move and
 *   select, Home and End jump to the ends, disabled tabs are skipped; Tab moves on into the panel.
 * - **Screen reader:** A tab list of tabs, each read with its position and selection; the panel is
 *   named by its tab.
 * - **Do:** Keep tab labels short; keep the selected tab in the URL when a member may come back to
 *   it.
 * - **Don't:** Use tabs for steps that must be done in order: that is a `Wizard`.
 */
export function Tabs({ children, UNSAFE_className, ...props }: TabsProps) {
  return (
    <AriaTabs {...props} className={clsx(styles.tabs, UNSAFE_className)}>
      {children}
    </AriaTabs>
  );
}

export interface TabListProps<T extends object>
  extends Omit<AriaTabListProps<T>, 'className' | 'style'> {
  /** Names the row of tabs for assistive technology ("Shop sections"). */
  'aria-label': string;
}

/** The row of tabs: one line that scrolls sideways on a narrow screen. */
export function TabList<T extends object>(props: TabListProps<T>) {
  return <AriaTabList {...props} className={styles.tabList} />;
}

export interface TabProps extends Omit<AriaTabProps, 'className' | 'style' | 'children'> {
  /** An icon before the label, drawn with `aria-hidden`. */
  icon?: ReactNode;
  children: ReactNode;
}

export function Tab({ icon, children, ...props }: TabProps) {
  return (
    <AriaTab {...props} className={styles.tab}>
      {icon && <span className={styles.icon}>{icon}</span>}
      {children}
      <SelectionIndicator className={styles.indicator} />
    </AriaTab>
  );
}

export interface TabPanelProps extends Omit<AriaTabPanelProps, 'className' | 'style'> {}

export function TabPanel(props: TabPanelProps) {
  return <AriaTabPanel {...props} className={styles.tabPanel} />;
}
