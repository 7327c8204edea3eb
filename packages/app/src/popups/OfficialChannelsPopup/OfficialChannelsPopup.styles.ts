import { vars } from '@portal/theme';
import styled from 'styled-components';

export const Intro = styled.p`
  margin: 0 0 ${vars.space[3]};
  color: ${vars.color.text.secondary};
  font-size: ${vars.font.size.sm};
`;

export const ChannelList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${vars.space[2]};
`;

/** A channel: a touch-sized row with its icon, opening the channel in a new tab. */
export const ChannelLink = styled.a`
  display: flex;
  align-items: center;
  gap: ${vars.space[3]};
  min-height: 44px;
  padding: ${vars.space[2]} ${vars.space[3]};
  border: 1px solid ${vars.color.border.subtle};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface[1]};
  color: ${vars.color.text.primary};
  text-decoration: none;

  &:hover {
    background: ${vars.color.surface[3]};
  }

  &:focus-visible {
    outline: 2px solid ${vars.color.focusRing};
    outline-offset: 2px;
  }
`;

export const ChannelName = styled.span`
  flex: 1;
  font-weight: ${vars.font.weight.medium};
`;
