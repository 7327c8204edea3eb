import * as Menu from '@radix-ui/react-dropdown-menu';
import { forwardRef, useId, type ComponentPropsWithoutRef } from 'react';
import { Icon } from '../Icon';
import {
  LanguageSelectChevron,
  LanguageSelectContent,
  LanguageSelectGroup,
  LanguageSelectIndicator,
  LanguageSelectItem,
  LanguageSelectLabel,
  LanguageSelectTrigger,
  LanguageSelectValue,
} from './LanguageSelect.styles';

/** One language the operator offers (spec 9), named in that language. */
export interface LanguageOption {
  /** The portal's code, e.g. 'ES', 'PT-BR', 'AR'. */
  code: string;
  /** The name shown, best in the language itself, e.g. "Español", "العربية". */
  name: string;
  /**
   * A BCP 47 tag for the name, so screen readers pronounce it right (e.g.
   * 'es', 'zh-CN'). @default undefined (the page's language)
   */
  lang?: string;
  /** Direction of the name. @default 'rtl' for AR, FA and UR, else the page's */
  dir?: 'ltr' | 'rtl';
}

/** Above this many languages the list has two columns, so that it never scrolls. */
const COLUMN_THRESHOLD = 8;

/** Codes whose language is written right to left. */
export const RTL_LANGUAGE_CODES: ReadonlySet<string> = new Set(['AR', 'FA', 'UR', 'HE']);

/** The direction of a language option's name. */
export const languageDir = (option: LanguageOption): 'ltr' | 'rtl' | undefined =>
  option.dir ?? (RTL_LANGUAGE_CODES.has(option.code.toUpperCase()) ? 'rtl' : undefined);

export interface LanguageSelectProps extends Omit<
  ComponentPropsWithoutRef<'button'>,
  'children' | 'onChange' | 'value' | 'defaultValue'
> {
  /** The languages offered, in order. */
  languages: readonly LanguageOption[];
  /** The code of the current language, marked in the list. */
  value: string;
  /** Called with the chosen language's code. */
  onChange: (code: string) => void;
  /** What the control chooses, e.g. "Idioma"; read before the current language. */
  label: string;
  /** Only the globe icon on the trigger (a collapsed side menu). @default false */
  compact?: boolean;
  /** The list open, when the caller controls it. @default undefined */
  open?: boolean;
  /** Open at first render when uncontrolled. @default false */
  defaultOpen?: boolean;
  /** Called when the list opens or closes. @default undefined */
  onOpenChange?: (open: boolean) => void;
  /**
   * Render the list in place instead of in a portal at the end of the body
   * (a story's picture, a container of its own). In place the list is not
   * modal: the rest of the page stays reachable. @default false
   */
  disablePortal?: boolean;
  /** Where the list opens, relative to the trigger. @default 'bottom' */
  side?: 'top' | 'right' | 'bottom' | 'left';
}

/**
 * The language choice of the side menu (spec 2.5): a menu of radio items on
 * Radix Dropdown Menu; the current language is checked, right-to-left names
 * are written right to left.
 */
export const LanguageSelect = forwardRef<HTMLButtonElement, LanguageSelectProps>(
  function LanguageSelect(
    {
      languages,
      value,
      onChange,
      label,
      compact = false,
      open,
      defaultOpen,
      onOpenChange,
      disablePortal = false,
      side = 'bottom',
      ...rest
    },
    ref,
  ) {
    const id = useId();
    const current = languages.find((option) => option.code === value);
    const content = (
      <LanguageSelectContent side={side} align="start" sideOffset={4} collisionPadding={8}>
        <LanguageSelectGroup
          value={value}
          onValueChange={onChange}
          data-columns={languages.length > COLUMN_THRESHOLD ? 2 : 1}
        >
          {languages.map((option) => {
            const dir = languageDir(option);
            return (
              <LanguageSelectItem
                key={option.code}
                value={option.code}
                data-code={option.code}
                {...(option.code === value ? { 'aria-current': 'true' as const } : {})}
              >
                <LanguageSelectIndicator forceMount>
                  <Icon name="check" />
                </LanguageSelectIndicator>
                <span {...(dir ? { dir } : {})} {...(option.lang ? { lang: option.lang } : {})}>
                  {option.name}
                </span>
              </LanguageSelectItem>
            );
          })}
        </LanguageSelectGroup>
      </LanguageSelectContent>
    );
    const currentDir = current ? languageDir(current) : undefined;

    return (
      <Menu.Root
        modal={!disablePortal}
        {...(open === undefined ? {} : { open })}
        {...(defaultOpen === undefined ? {} : { defaultOpen })}
        {...(onOpenChange ? { onOpenChange } : {})}
      >
        <Menu.Trigger asChild>
          <LanguageSelectTrigger
            ref={ref}
            type="button"
            data-compact={compact || undefined}
            aria-labelledby={`${id}-label ${id}-value`}
            {...(compact ? { title: label } : {})}
            {...rest}
          >
            <Icon name="globe" />
            <LanguageSelectLabel id={`${id}-label`}>{label}</LanguageSelectLabel>
            <LanguageSelectValue
              id={`${id}-value`}
              {...(currentDir ? { dir: currentDir } : {})}
              {...(current?.lang ? { lang: current.lang } : {})}
            >
              {current?.name ?? value}
            </LanguageSelectValue>
            <LanguageSelectChevron aria-hidden>
              <Icon name="chevronDown" />
            </LanguageSelectChevron>
          </LanguageSelectTrigger>
        </Menu.Trigger>
        {disablePortal ? content : <Menu.Portal>{content}</Menu.Portal>}
      </Menu.Root>
    );
  },
);
LanguageSelect.displayName = 'LanguageSelect';
