import { vars } from '@portal/theme';
import styled from 'styled-components';

export const SocialRoot = styled.section`
  display: grid;
  gap: ${vars.space[2]};
  margin-block-start: ${vars.space[3]};
`;

/** "or continue with": a rule on either side of the words. */
export const SocialHeading = styled.h3`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  margin: 0;
  color: ${vars.color.text.secondary};
  font-size: ${vars.font.size.sm};
  font-weight: ${vars.font.weight.regular};

  &::before,
  &::after {
    content: '';
    flex: 1;
    border-block-start: 1px solid ${vars.color.border.subtle};
  }
`;

export const SocialList = styled.ul`
  display: grid;
  /* One a line: a provider's name is the operator's and may be long ("Continuar con Facebook"). */
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const SocialLogo = styled.img`
  width: 1.25rem;
  height: 1.25rem;
  object-fit: contain;
`;
