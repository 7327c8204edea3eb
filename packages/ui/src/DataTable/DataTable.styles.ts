import { vars } from '@portal/theme';
import styled from 'styled-components';

export const TableRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
`;

/** Narrow screens scroll the table sideways; the region is focusable so the keyboard can scroll it. */
export const ScrollRegion = styled.div`
  overflow-x: auto;
  border: 1px solid ${vars.color.border.subtle};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface[1]};

  &:focus-visible {
    outline-offset: 2px;
  }
`;

export const Table = styled.table`
  inline-size: 100%;
  border-collapse: collapse;
  font-size: ${vars.font.size.sm};

  & caption {
    padding: ${vars.space[3]} ${vars.space[4]};
    color: ${vars.color.text.primary};
    font-weight: ${vars.font.weight.bold};
    text-align: start;
  }
  & th,
  & td {
    padding: ${vars.space[3]} ${vars.space[4]};
    border-block-start: 1px solid ${vars.color.border.subtle};
    text-align: start;
    white-space: nowrap;
  }
  & th {
    background: ${vars.color.surface[2]};
    color: ${vars.color.text.secondary};
    font-weight: ${vars.font.weight.medium};
  }
  & [data-align='end'] {
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
  & [data-align='center'] {
    text-align: center;
  }
  & tbody tr:hover {
    background: ${vars.color.overlay};
  }
`;

export const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
`;
