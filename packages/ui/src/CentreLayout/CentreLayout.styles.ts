import { media, vars } from '@portal/theme';
import styled from 'styled-components';

export const LayoutRoot = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space[4]};
  min-block-size: 100%;
  /* Rows as tall as their content: stretched, the folded phone menu left a tall empty block. */
  align-content: start;

  ${media.up('md')} {
    grid-template-columns: minmax(13rem, 16rem) minmax(0, 1fr);
    align-items: start;
  }
`;

export const Side = styled.nav`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  padding: ${vars.space[2]};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface[1]};

  ${media.up('md')} {
    position: sticky;
    inset-block-start: ${vars.space[4]};
  }
`;

/** On phones the menu folds behind a toggle; from tablets up it is always open. */
export const MenuToggle = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  min-block-size: 2.75rem;
  padding: ${vars.space[2]} ${vars.space[3]};
  border: 0;
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface[2]};
  color: ${vars.color.text.primary};
  font-weight: ${vars.font.weight.bold};

  & > svg {
    transition: transform ${vars.motion.duration.fast} ${vars.motion.easing.standard};
  }
  &[aria-expanded='true'] > svg {
    transform: rotate(180deg);
  }

  ${media.up('md')} {
    display: none;
  }
`;

export const MenuArea = styled.div`
  &[data-open='false'] {
    display: none;
  }
  ${media.up('md')} {
    &[data-open='false'] {
      display: block;
    }
  }
`;

export const Main = styled.main`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
  min-inline-size: 0;
  padding: ${vars.space[4]};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface[1]};
`;

export const Title = styled.h1`
  font-size: ${vars.font.size.xl};
`;
