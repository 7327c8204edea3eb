import { breakpoints, vars } from '@portal/theme';
import styled from 'styled-components';

/** Below this width of the header the navigation row gives way to the menu button. */
const narrow = `@container header (max-width: ${(breakpoints.md - 0.02) / 16}em)`;

export const HeaderBarRoot = styled.header`
  container: header / inline-size;
  z-index: ${vars.zIndex.header};
  inline-size: 100%;
  border-block-end: 1px solid ${vars.color.border.subtle};
  background: ${vars.color.surface[1]};
  color: ${vars.color.text.primary};

  &[data-sticky] {
    position: sticky;
    inset-block-start: 0;
  }
`;

export const HeaderBarTop = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[3]};
  min-block-size: 4rem;
  padding-inline: ${vars.space[4]};

  ${narrow} {
    gap: ${vars.space[2]};
    min-block-size: 3.5rem;
    /* Room above and below when the actions wrap to a second row. */
    padding-block: ${vars.space[1]};
    padding-inline: ${vars.space[2]};
  }
`;

export const HeaderBarMenu = styled.div`
  display: none;
  flex: none;

  ${narrow} {
    display: flex;
  }
`;

export const HeaderBarLogo = styled.div`
  display: flex;
  align-items: center;
  flex: none;
  min-inline-size: 0;
`;

export const HeaderBarActions = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  flex: 0 1 auto;
  min-inline-size: 0;
  /* Pushed to the end; if they do not fit they run past the end, never over the logo. */
  margin-inline-start: auto;
`;

export const HeaderBarNav = styled.div`
  padding-inline: ${vars.space[3]};
  padding-block: ${vars.space[1]};
  border-block-start: 1px solid ${vars.color.border.subtle};

  ${narrow} {
    display: none;
  }
`;
