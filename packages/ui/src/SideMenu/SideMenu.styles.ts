import { vars } from '@portal/theme';
import styled from 'styled-components';
import { visuallyHiddenCss as visuallyHidden } from '../VisuallyHidden/VisuallyHidden';

export const SideMenuRoot = styled.nav`
  position: relative;
  z-index: ${vars.zIndex.sideMenu};
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  inline-size: 15rem;
  padding: ${vars.space[2]};
  border-inline-end: 1px solid ${vars.color.border.subtle};
  background: ${vars.color.surface[1]};
  color: ${vars.color.text.primary};
  transition: inline-size ${vars.motion.duration.normal} ${vars.motion.easing.standard};

  &[data-state='closed'] {
    inline-size: 4rem;
  }

  & section + section {
    margin-block-start: ${vars.space[1]};
  }
  &[data-state='closed'] section + section {
    padding-block-start: ${vars.space[1]};
    border-block-start: 1px solid ${vars.color.border.subtle};
  }
`;

export const SideMenuHead = styled.div`
  display: flex;
  justify-content: flex-end;

  [data-state='closed'] > & {
    justify-content: center;
  }
`;

export const SideMenuGroupTitle = styled.div`
  padding: ${vars.space[3]} ${vars.space[2]} ${vars.space[1]};
  color: ${vars.color.text.secondary};
  font-size: ${vars.font.size.xs};
  font-weight: ${vars.font.weight.bold};
  letter-spacing: 0.04em;
  text-transform: uppercase;

  [data-state='closed'] & {
    ${visuallyHidden}
  }
`;

export const SideMenuGroupList = styled.ul`
  display: grid;
  gap: 2px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const SideMenuEntryButton = styled.button`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${vars.space[3]};
  inline-size: 100%;
  min-block-size: 2.5rem;
  padding-inline: ${vars.space[3]} ${vars.space[2]};
  border: 0;
  border-radius: ${vars.radius.md};
  background: transparent;
  color: ${vars.color.text.primary};
  font-size: ${vars.font.size.sm};
  text-align: start;

  &:hover,
  &[aria-expanded='true'] {
    background: ${vars.color.overlay};
  }
  &[aria-current='page'] {
    background: ${vars.color.surface[3]};
    font-weight: ${vars.font.weight.bold};
  }
  &[aria-current='page']::before {
    content: '';
    position: absolute;
    inset-block: ${vars.space[2]};
    inset-inline-start: 0;
    inline-size: 3px;
    border-radius: ${vars.radius.pill};
    background: ${vars.color.brand.primary};
  }

  [data-state='closed'] & {
    justify-content: center;
    padding-inline: 0;
  }
  /* Collapsed: the count sits on the icon's corner. */
  [data-state='closed'] & > [data-count] {
    position: absolute;
    inset-block-start: 2px;
    inset-inline-end: 6px;
  }
`;

export const SideMenuEntryIcon = styled.span`
  display: inline-flex;
  flex: none;
  color: ${vars.color.text.secondary};
  font-size: 1.25rem;

  button:hover > &,
  [aria-current='page'] > & {
    color: ${vars.color.text.primary};
  }
`;

export const SideMenuEntryLabel = styled.span`
  flex: 1 1 auto;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;

  [data-state='closed'] & {
    ${visuallyHidden}
  }
`;

export const SideMenuApp = styled.div`
  position: relative;
  margin-block-start: ${vars.space[2]};
  padding-block-start: ${vars.space[2]};
  border-block-start: 1px solid ${vars.color.border.subtle};
`;

export const SideMenuAppPanel = styled.div`
  position: absolute;
  /* Grows upwards from the entry: the entry sits near the bottom of the menu. */
  inset-block-end: 0;
  inset-inline-start: calc(100% + ${vars.space[2]});
  z-index: ${vars.zIndex.dropdown};
  display: flex;
  gap: ${vars.space[3]};
  padding: ${vars.space[3]};
  border: 1px solid ${vars.color.border.subtle};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface[1]};
  box-shadow: ${vars.shadow.md};

  &[hidden] {
    display: none;
  }
  /* With more than codes: the codes side by side (one alone centred), what follows below. */
  &[data-more]:not([hidden]) {
    display: grid;
    grid-template-columns: auto auto;
    justify-items: center;
  }
  & > figure:only-of-type,
  & > :not(figure) {
    grid-column: 1 / -1;
  }
  /* The panel is as narrow as its content lets it: a link keeps to one line. */
  & > :not(figure) {
    white-space: nowrap;
  }
`;

export const SideMenuQr = styled.figure`
  flex: none;
  display: grid;
  justify-items: center;
  gap: ${vars.space[1]};
  margin: 0;
  font-size: ${vars.font.size.sm};
  font-weight: ${vars.font.weight.medium};

  & > :first-child {
    inline-size: 6rem;
    block-size: 6rem;
    max-inline-size: none;
  }
`;

export const SideMenuSlot = styled.div`
  display: flex;
  /* The theme switch and the language each take a row when both do not fit (a phone's drawer). */
  flex-wrap: wrap;
  gap: ${vars.space[2]};
  padding-inline: ${vars.space[1]};

  [data-state='closed'] & {
    justify-content: center;
    padding-inline: 0;
  }
  & > button:not([data-compact]) {
    flex: 1 1 auto;
  }
`;
