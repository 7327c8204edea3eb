import { vars } from '@portal/theme';
import styled from 'styled-components';

// Every part is a plain element that Radix takes `asChild`, so the fallback drawn before
// Radix loads (CategoryNavFallback) is the same bar.
export const CategoryNavRoot = styled.nav`
  position: relative;
`;

export const CategoryNavList = styled.ul`
  display: flex;
  flex-wrap: nowrap;
  align-items: center;
  gap: ${vars.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;

  /* Unmeasured (CategoryNavFallback): one row, and what does not fit wraps out of sight. */
  &[data-measured='false'] {
    flex-wrap: wrap;
    /* Room around the row (given back by the margin) so that focus rings are not clipped. */
    --ring-room: 4px;
    box-sizing: border-box;
    max-block-size: calc(2.5rem + 2 * var(--ring-room));
    margin: calc(-1 * var(--ring-room));
    padding: var(--ring-room);
    overflow: hidden;
  }
`;

/** Holds the hidden one-row copy that gives the categories' natural widths; it clips it, so that
 * a copy wider than the screen never makes the page scroll sideways. */
export const CategoryNavMeasureBox = styled.div`
  position: absolute;
  inset: 0;
  overflow: hidden;
  visibility: hidden;
  pointer-events: none;
`;

export const CategoryNavMeasure = styled.ul`
  display: flex;
  gap: ${vars.space[1]};
  inline-size: max-content;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const CategoryNavItem = styled.li`
  position: relative;

  /* The large drop-down spans the navigation, not the one category. */
  &[data-layout='large'] {
    position: static;
  }
`;

export const CategoryNavTrigger = styled.button`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[1]};
  min-block-size: 2.5rem;
  padding-inline: ${vars.space[3]};
  border: 0;
  border-radius: ${vars.radius.md};
  background: transparent;
  color: ${vars.color.text.primary};
  font-size: ${vars.font.size.sm};
  font-weight: ${vars.font.weight.medium};
  white-space: nowrap;

  &:hover,
  &[data-state='open'] {
    background: ${vars.color.overlay};
  }

  &[aria-current='page'],
  &[data-holds-current] {
    font-weight: ${vars.font.weight.bold};
  }
  /* The current category's mark; on "more" when the current category is in it. */
  &[aria-current='page']::after,
  &[data-holds-current]::after {
    content: '';
    position: absolute;
    inset-inline: ${vars.space[3]};
    inset-block-end: 2px;
    block-size: ${vars.component.tabs.indicatorSize};
    border-radius: ${vars.radius.pill};
    background: ${vars.color.brand.primary};
  }
`;

export const CategoryNavChevron = styled.span`
  display: inline-flex;
  color: ${vars.color.text.secondary};
  transition: transform ${vars.motion.duration.fast} ${vars.motion.easing.standard};

  [data-state='open'] > & {
    transform: rotate(180deg);
  }
`;

export const CategoryNavContent = styled.div`
  position: absolute;
  z-index: ${vars.zIndex.dropdown};
  inset-block-start: calc(100% + ${vars.space[1]});
  inset-inline-start: 0;
  min-inline-size: 14rem;
  padding: ${vars.space[2]};
  border: 1px solid ${vars.color.border.subtle};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface[1]};
  color: ${vars.color.text.primary};
  box-shadow: ${vars.shadow.md};

  &[data-layout='large'] {
    inline-size: min(48rem, calc(100vw - 2 * ${vars.space[4]}));
    padding: ${vars.space[3]};
  }

  /* The "more" drop-down hangs from the end of the bar. */
  &[data-align='end'] {
    inset-inline-start: auto;
    inset-inline-end: 0;
  }
`;

export const CategoryNavAll = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[2]};
  inline-size: 100%;
  min-block-size: 2.25rem;
  margin-block-end: ${vars.space[1]};
  padding-inline: ${vars.space[2]};
  border: 0;
  border-block-end: 1px solid ${vars.color.border.subtle};
  border-radius: ${vars.radius.sm} ${vars.radius.sm} 0 0;
  background: transparent;
  color: ${vars.color.text.link};
  font-size: ${vars.font.size.sm};
  font-weight: ${vars.font.weight.bold};
  text-align: start;
  white-space: nowrap;

  &:hover {
    background: ${vars.color.overlay};
  }
`;

export const CategoryNavVendors = styled.ul`
  display: grid;
  gap: 2px;
  margin: 0;
  padding: 0;
  list-style: none;

  &[data-layout='large'] {
    grid-template-columns: repeat(auto-fill, minmax(8.5rem, 1fr));
    gap: ${vars.space[2]};
  }
`;

export const CategoryNavVendor = styled.button`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  inline-size: 100%;
  min-block-size: 2.25rem;
  padding-inline: ${vars.space[2]};
  border: 0;
  border-radius: ${vars.radius.sm};
  background: transparent;
  color: ${vars.color.text.primary};
  font-size: ${vars.font.size.sm};
  text-align: start;
  white-space: nowrap;

  &:hover {
    background: ${vars.color.surface[3]};
  }

  &[aria-current='page'] {
    font-weight: ${vars.font.weight.bold};
  }

  [data-layout='large'] & {
    flex-direction: column;
    justify-content: center;
    min-block-size: 4.5rem;
    padding: ${vars.space[2]};
    border: 1px solid ${vars.color.border.subtle};
    background: ${vars.color.surface[2]};
    text-align: center;
  }
`;

export const CategoryNavVendorLogo = styled.span`
  display: inline-grid;
  place-items: center;
  flex: none;
  inline-size: 1.5rem;
  block-size: 1.5rem;

  [data-layout='large'] & {
    inline-size: 2rem;
    block-size: 2rem;
  }
  & > * {
    max-inline-size: 100%;
    max-block-size: 100%;
  }
`;
