// The invitation card of the agent registration centre and of invite friends.
import { vars } from '@portal/theme';
import styled from 'styled-components';

/** The invitation: its code and link on one side, the link's QR code on the other. */
export const Invite = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: center;
  gap: ${vars.space[4]};
  max-inline-size: 48rem;
  padding: ${vars.space[4]};
  border: 1px solid ${vars.color.border.subtle};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface[1]};

  @media (max-width: 36rem) {
    grid-template-columns: minmax(0, 1fr);
    justify-items: start;
  }
`;

export const InviteDetails = styled.dl`
  display: grid;
  gap: ${vars.space[2]};
  margin: 0;
  min-width: 0;

  dt {
    color: ${vars.color.text.secondary};
    font-size: ${vars.font.size.sm};
  }
  dd {
    display: flex;
    align-items: center;
    gap: ${vars.space[2]};
    min-width: 0;
    margin: 0 0 ${vars.space[2]};
  }
`;

/** The code or the link as it is copied: whole, breaking anywhere rather than overflowing. */
export const Copyable = styled.code`
  min-width: 0;
  font-family: ${vars.font.family.mono};
  overflow-wrap: anywhere;
`;

/** The QR code, its quiet zone kept clear of the card's border. */
export const QrFrame = styled.div`
  line-height: 0;
`;
