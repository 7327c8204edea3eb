import { vars } from '@portal/theme';
import styled from 'styled-components';

/** The figures of one stretch of time: as many cards a line as the width takes. */
export const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
  gap: ${vars.space[3]};
`;

/** The dates a stretch covers, beside its title. */
export const Period = styled.p`
  margin: 0;
  color: ${vars.color.text.secondary};
  font-size: ${vars.font.size.sm};
`;
