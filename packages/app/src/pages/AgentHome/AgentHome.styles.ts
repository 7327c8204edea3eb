import { vars } from '@portal/theme';
import styled from 'styled-components';

export const Home = styled.div`
  display: grid;
  gap: ${vars.space[3]};
  min-height: 100vh;
  padding: ${vars.space[4]};
  background: ${vars.color.surface[0]};
  color: ${vars.color.text.primary};
  align-content: start;
`;

/** The agent centre's own top bar: a header, so that its clock and buttons sit in a landmark. */
export const Bar = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${vars.space[3]};
`;
