import { vars } from '@portal/theme';
import styled from 'styled-components';

/** The search over the whole team: the field and its buttons on one line when they fit. */
export const Search = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${vars.space[2]};
  max-inline-size: 40rem;

  > :first-child {
    flex: 1 1 14rem;
  }
`;

/** The path from the agent to the sub-agent whose team is shown: an ordered list of buttons. */
export const Trail = styled.ol`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    align-items: center;
    gap: ${vars.space[1]};
  }
  li + li::before {
    content: '/';
    color: ${vars.color.text.secondary};
  }
`;

export const Status = styled.span`
  white-space: nowrap;

  &[data-status='disabled'] {
    color: ${vars.color.status.danger};
  }
`;

export const RowActions = styled.span`
  display: inline-flex;
  gap: ${vars.space[1]};
`;
