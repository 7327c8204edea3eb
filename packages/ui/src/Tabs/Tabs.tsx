import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import type * as RadixTabs from '@radix-ui/react-tabs';
import { TabsContent, TabsList, TabsRoot, TabsTrigger } from './Tabs.styles';

/** One tab, given as data. */
export interface TabItem {
  /** Stable id of the tab; the value of `value` / `defaultValue`. */
  value: string;
  /** The tab's label. */
  label: ReactNode;
  /** The panel shown while the tab is selected. */
  content: ReactNode;
  /**
   * Leave the tab out, e.g. when the operator's flag for it is off.
   * @default false
   */
  hidden?: boolean;
  /** Shown but not selectable. @default false */
  disabled?: boolean;
}

type RootProps = ComponentPropsWithoutRef<typeof RadixTabs.Root>;

export interface TabsProps extends Omit<
  RootProps,
  'children' | 'defaultValue' | 'value' | 'onValueChange' | 'asChild'
> {
  /** The tabs, in order. Hidden ones are left out entirely. */
  items: readonly TabItem[];
  /** Accessible name of the tab list, e.g. "Log in with". */
  label: string;
  /**
   * The tab selected first when uncontrolled. If it is hidden or missing, the
   * first visible tab is selected instead.
   * @default the first visible tab
   */
  defaultValue?: string;
  /** The selected tab, when the caller controls it. @default undefined */
  value?: string;
  /** Called with the newly selected tab's value. @default undefined */
  onValueChange?: (value: string) => void;
  /** Tabs share the width of the list equally. @default false */
  stretch?: boolean;
}

/**
 * Tabs from data, on Radix Tabs: arrow keys move between tabs (following the
 * text direction), Home/End jump, and a tab whose flag is off is not rendered.
 * Each tab carries `data-focus-key` (`tab:<value>`), so that an app which
 * renders its page anew on a change can give focus back to the same tab.
 */
export const Tabs = forwardRef<HTMLDivElement, TabsProps>(function Tabs(
  { items, label, defaultValue, value, onValueChange, stretch = false, ...rest },
  ref,
) {
  const visible = items.filter((item) => !item.hidden);
  const first = visible.find((item) => !item.disabled) ?? visible[0];
  if (!first) return null;
  const valid = (v: string | undefined) => visible.some((item) => item.value === v);
  const initial = valid(defaultValue) ? defaultValue : first.value;
  // A controlled value that points at a hidden tab falls back like the default.
  const controlled = value === undefined ? {} : { value: valid(value) ? value : first.value };

  return (
    <TabsRoot
      ref={ref}
      defaultValue={initial}
      {...controlled}
      {...(onValueChange ? { onValueChange } : {})}
      {...rest}
    >
      <TabsList aria-label={label} data-stretch={stretch || undefined}>
        {visible.map((item) => (
          <TabsTrigger
            key={item.value}
            value={item.value}
            disabled={item.disabled ?? false}
            data-focus-key={`tab:${item.value}`}
          >
            {item.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {visible.map((item) => (
        <TabsContent key={item.value} value={item.value}>
          {item.content}
        </TabsContent>
      ))}
    </TabsRoot>
  );
});
Tabs.displayName = 'Tabs';
