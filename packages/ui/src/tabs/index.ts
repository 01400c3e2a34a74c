export { Tabs, TABS_NAME, type TabItem, type TabsProps } from './tabs';
export { useTabs, type UseTabsOptions } from './use-tabs';
