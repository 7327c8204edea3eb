import { useColorMode, type ColorMode } from '@portal/theme';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { Icon } from '../Icon';
import {
  ThemeToggleLabel,
  ThemeToggleRoot,
  ThemeToggleThumb,
  ThemeToggleTrack,
} from './ThemeToggle.styles';

export interface ThemeToggleProps extends Omit<
  ComponentPropsWithoutRef<'button'>,
  'children' | 'onChange' | 'value'
> {
  /** The switch's name, on when dark, e.g. "Modo oscuro". */
  label: string;
  /** Show the label beside the switch; otherwise it is the tooltip. @default false */
  showLabel?: boolean;
  /**
   * The mode shown, when the caller controls it. @default undefined (the
   * page's mode, from `data-theme` on `<html>`, switched by the toggle itself)
   */
  mode?: ColorMode;
  /** Called with the newly chosen mode. @default undefined */
  onModeChange?: (mode: ColorMode) => void;
}

/**
 * The dark / light switch (a `switch` role, on when dark). Uncontrolled it
 * follows and switches the page's colour mode with `useColorMode`.
 */
export const ThemeToggle = forwardRef<HTMLButtonElement, ThemeToggleProps>(function ThemeToggle(
  { label, showLabel = false, mode, onModeChange, onClick, ...rest },
  ref,
) {
  const [pageMode, setPageMode] = useColorMode();
  const current = mode ?? pageMode;
  const dark = current === 'dark';

  return (
    <ThemeToggleRoot
      ref={ref}
      type="button"
      role="switch"
      aria-checked={dark}
      data-state={current}
      {...(showLabel ? {} : { 'aria-label': label, title: label })}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented) return;
        const next: ColorMode = dark ? 'light' : 'dark';
        if (mode === undefined) setPageMode(next);
        onModeChange?.(next);
      }}
      {...rest}
    >
      <ThemeToggleTrack aria-hidden>
        <Icon name="sun" />
        <Icon name="moon" />
        <ThemeToggleThumb>
          <Icon name={dark ? 'moon' : 'sun'} />
        </ThemeToggleThumb>
      </ThemeToggleTrack>
      {showLabel ? <ThemeToggleLabel>{label}</ThemeToggleLabel> : null}
    </ThemeToggleRoot>
  );
});
ThemeToggle.displayName = 'ThemeToggle';
