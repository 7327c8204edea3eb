import { vars } from '@portal/theme';
import styled from 'styled-components';
import { visuallyHiddenCss } from '../VisuallyHidden/VisuallyHidden';

export const GridRoot = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
`;

/**
 * As many columns as fit tiles of `--game-grid-min`, and never fewer than two:
 * on the narrowest phones (320 px) a tile gives way before the second column
 * does, rather than one tile filling the width.
 */
export const GridList = styled.ul`
  display: grid;
  grid-template-columns: repeat(
    auto-fill,
    minmax(min(var(--game-grid-min, 9.5rem), calc((100% - ${vars.space[3]}) / 2)), 1fr)
  );
  gap: ${vars.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;

  &[data-density='compact'] {
    --game-grid-min: 7.5rem;
  }
`;

/**
 * Every tile is laid out, even off screen: no `content-visibility: auto`.
 * The grid shows a page at a time (12 or 24), and with 2,000 tiles skipping
 * them saved about 100 ms once while giving longer frames on scroll
 * (docs/benchmarks.md). Skipped tiles also kept the old theme's text colour
 * for a moment after a switch, as read by a contrast check.
 */
export const GridItem = styled.li`
  min-inline-size: 0;

  /* A focused tile kept in the page while its row is scrolled far away (VirtualGridList): out of
     the layout and out of sight, still focusable and read. */
  &[data-kept] {
    ${visuallyHiddenCss}
  }

  /* A fling's placeholder fills its row, as the tile it stands for does. */
  &[data-passing] > * {
    block-size: 100%;
  }
`;

export const GridFooter = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space[2]};
  color: ${vars.color.text.secondary};
  font-size: ${vars.font.size.sm};
`;

export const Empty = styled.div`
  display: grid;
  place-items: center;
  min-block-size: 12rem;
  padding: ${vars.space[5]};
  border: 1px dashed ${vars.color.border.subtle};
  border-radius: ${vars.radius.lg};
  color: ${vars.color.text.secondary};
  text-align: center;
`;
