import * as Menu from '@radix-ui/react-dropdown-menu';
import { vars } from '@portal/theme';
import styled from 'styled-components';
import { visuallyHiddenCss } from '../VisuallyHidden/VisuallyHidden';

export const LanguageSelectTrigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[2]};
  min-block-size: 2.5rem;
  padding-inline: ${vars.space[3]};
  border: 1px solid ${vars.color.border.control};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface[2]};
  color: ${vars.color.text.primary};
  font-size: ${vars.font.size.sm};
  text-align: start;

  &:hover {
    background: ${vars.color.surface[3]};
  }

  /* Compact: the globe only; the label and the language stay for screen readers. */
  &[data-compact] {
    inline-size: 2.5rem;
    justify-content: center;
    padding-inline: 0;
  }
  &[data-compact] > :not(svg) {
    ${visuallyHiddenCss}
  }
`;

/** The label is read before the value but only the value is shown. */
export const LanguageSelectLabel = styled.span`
  ${visuallyHiddenCss}
`;

export const LanguageSelectValue = styled.span`
  flex: 1 1 auto;
  text-align: start;
`;

export const LanguageSelectChevron = styled.span`
  display: inline-flex;
  color: ${vars.color.text.secondary};

  [data-state='open'] > & {
    transform: rotate(180deg);
  }
`;

export const LanguageSelectContent = styled(Menu.Content)`
  z-index: ${vars.zIndex.dropdown};
  min-inline-size: max(10rem, var(--radix-dropdown-menu-trigger-width));
  /* Within the screen whatever the side: a long list scrolls rather than running off a phone. */
  max-inline-size: var(--radix-dropdown-menu-content-available-width);
  max-block-size: var(--radix-dropdown-menu-content-available-height);
  overflow-y: auto;
  padding: ${vars.space[1]};
  border: 1px solid ${vars.color.border.subtle};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface[1]};
  color: ${vars.color.text.primary};
  box-shadow: ${vars.shadow.md};
`;

export const LanguageSelectGroup = styled(Menu.RadioGroup)`
  display: grid;
  gap: 2px ${vars.space[1]};

  &[data-columns='2'] {
    grid-template-columns: repeat(2, minmax(9rem, 1fr));
  }
`;

export const LanguageSelectItem = styled(Menu.RadioItem)`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  min-block-size: 2.25rem;
  padding-inline: ${vars.space[2]} ${vars.space[3]};
  border-radius: ${vars.radius.sm};
  font-size: ${vars.font.size.sm};
  cursor: pointer;
  outline: none;

  &[data-highlighted] {
    background: ${vars.color.surface[3]};
  }
  &[data-state='checked'] {
    font-weight: ${vars.font.weight.bold};
  }
`;

export const LanguageSelectIndicator = styled(Menu.ItemIndicator)`
  display: inline-flex;
  inline-size: 1em;
  color: ${vars.color.text.primary};

  /* Keeps the names aligned whether or not the item is checked. */
  &:not([data-state='checked']) {
    visibility: hidden;
  }
`;
