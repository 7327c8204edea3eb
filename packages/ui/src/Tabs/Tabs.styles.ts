import * as RadixTabs from '@radix-ui/react-tabs';
import { vars } from '@portal/theme';
import styled from 'styled-components';

export const TabsRoot = styled(RadixTabs.Root)`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
`;

export const TabsList = styled(RadixTabs.List)`
  display: flex;
  gap: ${vars.space[1]};
  border-block-end: 1px solid ${vars.color.border.subtle};
  overflow-x: auto;
  scrollbar-width: none;

  &[data-stretch] > * {
    flex: 1 1 0;
  }
`;

export const TabsTrigger = styled(RadixTabs.Trigger)`
  position: relative;
  min-block-size: 2.75rem;
  padding: ${vars.space[2]} ${vars.space[4]};
  border: 0;
  background: transparent;
  color: ${vars.color.text.secondary};
  font-weight: ${vars.font.weight.medium};
  white-space: nowrap;
  border-radius: ${vars.radius.sm} ${vars.radius.sm} 0 0;

  &:hover:not(:disabled) {
    color: ${vars.color.text.primary};
    background: ${vars.color.overlay};
  }
  &:focus-visible {
    outline-offset: -2px;
  }

  &[data-state='active'] {
    color: ${vars.color.text.primary};
  }
  &[data-state='active']::after {
    content: '';
    position: absolute;
    inset-inline: ${vars.space[2]};
    inset-block-end: -1px;
    block-size: ${vars.component.tabs.indicatorSize};
    border-radius: ${vars.radius.pill};
    background: ${vars.color.brand.primary};
  }
  &:disabled {
    color: ${vars.color.text.disabled};
  }
`;

export const TabsContent = styled(RadixTabs.Content)`
  &:focus-visible {
    outline-offset: 4px;
  }
`;
