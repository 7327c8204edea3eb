import { BUNDLED_INTERFACE_LANGUAGES } from '@portal/contract';
import { LanguageSelect, type LanguageSelectProps } from '@portal/ui';
import { useMemo } from 'react';
import { LANGUAGES } from '../../i18n/languageNames';
import { useSiteSettings } from '../../session/useSiteSettings';

/**
 * The language select of the side menu, in a chunk of its own: it sits at the foot of the menu,
 * and its drop-down is not needed to paint the page. It lists the languages the operator offers
 * (the system info's `languages`) whose interface texts exist (`interfaceLanguages`: the bundled
 * ones and the operator’s text files); the bundled ones until the server has answered. Their own
 * names come with it (languageNames.ts), not with the first paint.
 */
export function LanguageMenu(props: Omit<LanguageSelectProps, 'languages'>) {
  const info = useSiteSettings().info;
  const shown = useMemo(() => {
    const withTexts: readonly string[] = info?.interfaceLanguages ?? BUNDLED_INTERFACE_LANGUAGES;
    const offered = info?.languages;
    return LANGUAGES.filter((l) => {
      const code = l.code.toLowerCase();
      return (
        l.code === props.value || (withTexts.includes(code) && (!offered || offered.includes(code)))
      );
    });
  }, [info, props.value]);
  return <LanguageSelect languages={shown} {...props} />;
}
