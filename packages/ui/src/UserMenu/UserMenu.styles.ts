import * as Menu from '@radix-ui/react-dropdown-menu';
import { vars } from '@portal/theme';
import styled from 'styled-components';
import { visuallyHiddenCss } from '../VisuallyHidden/VisuallyHidden';

export const UserMenuTrigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[2]};
  min-block-size: 2.5rem;
  max-inline-size: 16rem;
  padding-block: ${vars.space[1]};
  padding-inline: ${vars.space[1]} ${vars.space[2]};
  border: 1px solid transparent;
  border-radius: ${vars.radius.pill};
  background: transparent;
  color: ${vars.color.text.primary};
  font-size: ${vars.font.size.sm};
  font-weight: ${vars.font.weight.medium};

  &:hover,
  &[data-state='open'] {
    background: ${vars.color.overlay};
    border-color: ${vars.color.border.subtle};
  }
`;

export const UserMenuAccount = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;

  /* On the smallest phones the avatar stands for the account: the name still names the button. */
  @media (max-width: 23.4375em) {
    ${visuallyHiddenCss}
  }
`;

export const UserMenuChevron = styled.span`
  display: inline-flex;
  flex: none;
  color: ${vars.color.text.secondary};
  transition: transform ${vars.motion.duration.fast} ${vars.motion.easing.standard};

  [data-state='open'] > & {
    transform: rotate(180deg);
  }
`;

export const UserMenuContent = styled(Menu.Content)`
  z-index: ${vars.zIndex.dropdown};
  min-inline-size: max(13rem, var(--radix-dropdown-menu-trigger-width));
  padding: ${vars.space[1]};
  border: 1px solid ${vars.color.border.subtle};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface[1]};
  color: ${vars.color.text.primary};
  box-shadow: ${vars.shadow.md};
`;

export const UserMenuItemRow = styled(Menu.Item)`
  display: flex;
  align-items: center;
  gap: ${vars.space[3]};
  min-block-size: 2.5rem;
  padding-inline: ${vars.space[3]};
  border-radius: ${vars.radius.sm};
  font-size: ${vars.font.size.sm};
  cursor: pointer;
  outline: none;

  & > svg {
    flex: none;
    color: ${vars.color.text.secondary};
    font-size: 1.125rem;
  }

  &[data-highlighted] {
    background: ${vars.color.surface[3]};
  }
  &[data-highlighted] > svg {
    color: inherit;
  }
  &[data-danger],
  &[data-danger] > svg {
    color: ${vars.color.status.danger};
  }
`;

export const UserMenuItemLabel = styled.span`
  flex: 1 1 auto;
`;

export const UserMenuSeparator = styled(Menu.Separator)`
  block-size: 1px;
  margin-block: ${vars.space[1]};
  background: ${vars.color.border.subtle};
`;
