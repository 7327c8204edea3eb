import { vars } from '@portal/theme';
import styled from 'styled-components';
import { visuallyHiddenCss } from '../VisuallyHidden/VisuallyHidden';

/**
 * Below this width of the bar (a phone) the game's name (the game shows it) and the deposit's words
 * are read but not shown.
 */
const narrow = '@container game-bar (max-width: 30rem)';

/** One slim line: the game keeps the rest of the screen. */
export const GameBarRoot = styled.header`
  container: game-bar / inline-size;
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  min-block-size: 3rem;
  padding-inline: ${vars.space[2]} ${vars.space[3]};
  border-block-end: 1px solid ${vars.color.border.subtle};
  background: ${vars.color.surface[1]};
  color: ${vars.color.text.primary};
`;

/** The game's name takes what room is left and is cut at its end, never pushing the actions off. */
export const GameBarTitle = styled.h1`
  flex: 1 1 auto;
  min-inline-size: 0;
  margin: 0;
  overflow: hidden;
  font-size: ${vars.font.size.md};
  font-weight: ${vars.font.weight.bold};
  text-overflow: ellipsis;
  white-space: nowrap;

  ${narrow} {
    ${visuallyHiddenCss}
  }
`;

export const GameBarActions = styled.div`
  display: flex;
  flex: none;
  margin-inline-start: auto;
  align-items: center;
  gap: ${vars.space[2]};
`;

export const DepositText = styled.span`
  ${narrow} {
    ${visuallyHiddenCss}
  }
`;
