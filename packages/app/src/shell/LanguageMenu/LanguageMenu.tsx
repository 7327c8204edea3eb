import { LanguageSelect, type LanguageSelectProps } from '@portal/ui';

/**
 * The language select of the side menu, in a chunk of its own: it sits at the foot of the menu,
 * and its drop-down is not needed to paint the page.
 */
export function LanguageMenu(props: LanguageSelectProps) {
  return <LanguageSelect {...props} />;
}
