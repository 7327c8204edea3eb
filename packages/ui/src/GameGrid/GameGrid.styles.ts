import { vars } from '@portal/theme';
import styled from 'styled-components';

export const GridRoot = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
`;

export const GridList = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(var(--game-grid-min, 9.5rem), 1fr));
  gap: ${vars.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;

  &[data-density='compact'] {
    --game-grid-min: 7.5rem;
  }
`;

/**
 * Off-screen tiles skip layout and paint until scrolled near: thousands of
 * games stay smooth without a virtual list.
 */
export const GridItem = styled.li`
  content-visibility: auto;
  contain-intrinsic-size: auto 13rem;
  min-inline-size: 0;
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
