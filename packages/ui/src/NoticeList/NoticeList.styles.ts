import { vars } from '@portal/theme';
import styled from 'styled-components';
import { Button } from '../Button';
import { Icon } from '../Icon';

export const NoticeListRoot = styled.nav`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  color: ${vars.color.text.primary};
`;

export const NoticeItems = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  border: 1px solid ${vars.color.border.subtle};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface[1]};
  overflow: hidden;

  & > li + li {
    border-block-start: 1px solid ${vars.color.border.subtle};
  }
`;

export const NoticeButton = styled.button`
  box-sizing: border-box;
  display: flex;
  align-items: center;
  gap: ${vars.space[3]};
  inline-size: 100%;
  min-block-size: 2.75rem;
  padding: ${vars.space[2]} ${vars.space[3]};
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  text-align: start;
  cursor: pointer;

  &:hover {
    background: ${vars.color.surface[3]};
  }
  &:focus-visible {
    outline-offset: -2px;
  }
  & > svg {
    flex: none;
    color: ${vars.color.text.secondary};
  }
`;

export const NoticeTitle = styled.span`
  flex: 1 1 auto;
  min-inline-size: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const NoticeDate = styled.span`
  flex: none;
  color: ${vars.color.text.secondary};
  font-size: ${vars.font.size.sm};
  font-variant-numeric: tabular-nums;
  unicode-bidi: isolate;
`;

export const NoticePager = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[3]};
`;

export const NoticePosition = styled.span`
  min-inline-size: 3.5em;
  color: ${vars.color.text.secondary};
  font-size: ${vars.font.size.sm};
  font-variant-numeric: tabular-nums;
  text-align: center;
  unicode-bidi: isolate;
`;

/** At either end the button stays focusable (so focus is not lost) but looks and acts disabled. */
export const PagerButton = styled(Button)`
  &[aria-disabled='true'] {
    --button-bg: ${vars.color.surface[3]};
    --button-bg-hover: ${vars.color.surface[3]};
    --button-fg: ${vars.color.text.disabled};
    --button-border: transparent;
    cursor: not-allowed;
  }
`;

/** Start and end chevrons point the other way in right-to-left text. */
export const DirectionalIcon = styled(Icon)`
  &:dir(rtl) {
    transform: scaleX(-1);
  }
`;
