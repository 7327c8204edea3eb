import { vars } from '@portal/theme';
import styled from 'styled-components';

export const AvatarRoot = styled.span`
  --avatar-size: 2.5rem;

  position: relative;
  display: inline-grid;
  place-items: center;
  flex: none;
  inline-size: var(--avatar-size);
  block-size: var(--avatar-size);
  overflow: hidden;
  border-radius: ${vars.radius.pill};
  background: ${vars.color.surface[3]};
  color: ${vars.color.text.primary};
  font-size: calc(var(--avatar-size) * 0.4);
  font-weight: ${vars.font.weight.bold};
  line-height: 1;
  user-select: none;

  &[data-size='sm'] {
    --avatar-size: 2rem;
  }
  &[data-size='lg'] {
    --avatar-size: 4rem;
  }

  & > svg {
    inline-size: 60%;
    block-size: 60%;
  }
`;

export const AvatarImage = styled.img`
  inline-size: 100%;
  block-size: 100%;
  object-fit: cover;
`;

export const AvatarInitials = styled.span`
  letter-spacing: 0.02em;
`;
