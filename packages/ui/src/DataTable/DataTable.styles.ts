import { vars } from '@portal/theme';
import styled from 'styled-components';
import { visuallyHiddenCss } from '../VisuallyHidden/VisuallyHidden';

/** Below this width (its own, not the screen's) each row is a card of label and value pairs. */
const CARDS = '@container data-table (max-width: 26rem)';

export const TableRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  container: data-table / inline-size;
`;

/**
 * A table wider than its room scrolls sideways; the region is focusable so the keyboard can scroll
 * it. A phone's width shows cards instead (CARDS), with every value on screen.
 */
export const ScrollRegion = styled.div`
  overflow-x: auto;
  border: 1px solid ${vars.color.border.subtle};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface[1]};

  &:focus-visible {
    outline-offset: 2px;
  }

  ${CARDS} {
    overflow-x: visible;
    border: 0;
    background: none;
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

  /* Cards: the table's parts as blocks (their roles are set in the markup, so screen readers
     still read a table), the headers hidden but read, each value after its column's name. */
  ${CARDS} {
    &,
    & tbody,
    & tr,
    & td {
      display: block;
    }
    & thead {
      ${visuallyHiddenCss}
    }
    & caption {
      display: block;
      padding-inline: 0;
    }
    & tbody tr {
      margin-block-end: ${vars.space[2]};
      padding-block: ${vars.space[2]};
      border: 1px solid ${vars.color.border.subtle};
      border-radius: ${vars.radius.lg};
      background: ${vars.color.surface[1]};
    }
    & td {
      display: flex;
      justify-content: space-between;
      align-items: baseline;
      gap: ${vars.space[3]};
      padding: ${vars.space[1]} ${vars.space[3]};
      border: 0;
      white-space: normal;
      overflow-wrap: anywhere;
      text-align: end;
    }
    /* The column's name before its value, seen only: the cell is already its column's. */
    & td[data-label]::before {
      content: attr(data-label) / '';
      flex: none;
      max-inline-size: 50%;
      color: ${vars.color.text.secondary};
      font-weight: ${vars.font.weight.medium};
      text-align: start;
    }
  }
`;

export const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
`;
