import { vars } from '@portal/theme';
import styled from 'styled-components';

export const FooterRoot = styled.footer`
  padding: ${vars.space[6]} ${vars.space[5]} ${vars.space[4]};
  border-block-start: 1px solid ${vars.color.border.subtle};
  background: ${vars.color.surface[1]};
  color: ${vars.color.text.secondary};
  font-size: ${vars.font.size.sm};
`;

export const FooterColumns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  gap: ${vars.space[5]};
`;

export const FooterColumn = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
`;

export const FooterTitle = styled.h2`
  margin: 0 0 ${vars.space[1]};
  color: ${vars.color.text.primary};
  font-size: ${vars.font.size.md};
  font-weight: ${vars.font.weight.bold};
`;

export const FooterList = styled.ul`
  display: grid;
  gap: ${vars.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const FooterEntry = styled.button`
  display: inline-block;
  padding: ${vars.space[1]} 0;
  border: 0;
  background: transparent;
  color: ${vars.color.text.secondary};
  font-size: inherit;
  text-align: start;
  text-decoration: none;

  &:hover {
    color: ${vars.color.text.primary};
    text-decoration: underline;
  }
`;

export const FooterSocial = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const FooterSocialLink = styled.a`
  display: grid;
  place-items: center;
  inline-size: 2.5rem;
  block-size: 2.5rem;
  border: 1px solid ${vars.color.border.control};
  border-radius: ${vars.radius.pill};
  color: ${vars.color.text.primary};
  font-size: 1.25rem;

  &:hover {
    background: ${vars.color.overlay};
  }
`;

export const FooterCopyright = styled.p`
  margin: ${vars.space[2]} 0 0;
  font-size: ${vars.font.size.xs};
`;

export const FooterBottom = styled.div`
  margin-block-start: ${vars.space[5]};
  padding-block-start: ${vars.space[4]};
  border-block-start: 1px solid ${vars.color.border.subtle};
`;

export const FooterVendors = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Grey and dimmed until hovered, when the logo shows its own colours (spec 2.5). */
export const FooterVendor = styled.li`
  display: inline-flex;
  filter: grayscale(1);
  opacity: 0.7;
  transition:
    filter ${vars.motion.duration.normal} ${vars.motion.easing.standard},
    opacity ${vars.motion.duration.normal} ${vars.motion.easing.standard};

  &:hover {
    filter: none;
    opacity: 1;
  }
`;
