import { vars } from '@portal/theme';
import styled from 'styled-components';

export const ThemeToggleRoot = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[2]};
  min-block-size: 2.5rem;
  padding: ${vars.space[1]};
  border: 0;
  border-radius: ${vars.radius.pill};
  background: transparent;
  color: ${vars.color.text.primary};
  font-size: ${vars.font.size.sm};

  &:hover {
    background: ${vars.color.overlay};
  }
`;

export const ThemeToggleTrack = styled.span`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: space-between;
  inline-size: 3.25rem;
  block-size: 1.75rem;
  padding-inline: 0.4rem;
  border: 1px solid ${vars.color.border.control};
  border-radius: ${vars.radius.pill};
  background: ${vars.color.surface[2]};
  color: ${vars.color.text.secondary};
  font-size: 0.875rem;
`;

export const ThemeToggleThumb = styled.span`
  position: absolute;
  inset-block-start: 2px;
  inset-inline-start: 2px;
  display: grid;
  place-items: center;
  inline-size: 1.375rem;
  block-size: 1.375rem;
  border-radius: ${vars.radius.pill};
  background: ${vars.color.brand.primary};
  color: ${vars.color.text.onBrand};
  transition: transform ${vars.motion.duration.normal} ${vars.motion.easing.standard};

  [data-state='dark'] & {
    transform: translateX(1.5rem);
  }
  [dir='rtl'] [data-state='dark'] & {
    transform: translateX(-1.5rem);
  }
`;

export const ThemeToggleLabel = styled.span`
  padding-inline-end: ${vars.space[2]};
  white-space: nowrap;
`;
