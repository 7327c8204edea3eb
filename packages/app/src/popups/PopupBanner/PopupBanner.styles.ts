import { vars } from '@portal/theme';
import styled from 'styled-components';

export const Slot = styled.div`
  margin-block-end: ${vars.space[3]};
  border-radius: ${vars.radius.md};
  overflow: hidden;
`;
