import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { useTabs, type UseTabsOptions } from './use-tabs';

/** Name of the part, used in class names and error messages. */
export const TABS_NAME = 'Tabs';

/** One tab: its value, its label and its panel. */
export interface TabItem {
  value: string;
  label: ReactNode;
  content: ReactNode;
}

/** Props of {@link Tabs}. */
export interface TabsProps extends Omit<UseTabsOptions, 'values'> {
  /** The tabs, in order. */
  items: readonly TabItem[];
  /** The tab list's accessible name. */
  label: string;
  /** Class on the wrapper. @default undefined */
  className?: string;
}

/**
 * Tabs (WAI-ARIA APG, automatic activation): a `tablist` of `tab` buttons and one `tabpanel` per
 * tab, the hidden ones out of the page. Arrow keys, Home and End move between tabs.
 *
 * ```tsx
 * <Tabs label="Delivery information" items={[{ value: 'charges', label: 'Shipping Charges', content: … }]} />
 * ```
 */
export function Tabs({ items, label, className, ...options }: TabsProps) {
  const tabs = useTabs({ ...options, values: items.map((item) => item.value) });
  return (
    <div className={clsx('hearth-tabs', className)}>
      <div {...tabs.tabListProps} aria-label={label} className="hearth-tabs__list">
        {items.map((item) => (
          <button key={item.value} {...tabs.getTabProps(item.value)} className="hearth-tabs__tab">
            {item.label}
          </button>
        ))}
      </div>
      {items.map((item) => (
        <div key={item.value} {...tabs.getPanelProps(item.value)} className="hearth-tabs__panel">
          {item.content}
        </div>
      ))}
    </div>
  );
}
