import { LanguageSelect, type LanguageSelectProps } from '@portal/ui';
import { useMemo } from 'react';
import { useSiteSettings } from '../../session/useSiteSettings';

/**
 * The language select of the side menu, in a chunk of its own: it sits at the foot of the menu,
 * and its drop-down is not needed to paint the page. It lists the languages the operator offers
 * (the system info's `languages`); all of them until the server has answered.
 */
export function LanguageMenu({ languages, ...props }: LanguageSelectProps) {
  const offered = useSiteSettings().info?.languages;
  const shown = useMemo(
    () =>
      offered
        ? languages.filter((l) => offered.includes(l.code.toLowerCase()) || l.code === props.value)
        : languages,
    [languages, offered, props.value],
  );
  return <LanguageSelect languages={shown} {...props} />;
}
