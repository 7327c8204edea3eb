import { vars } from '@portal/theme';
import styled from 'styled-components';

export const CardRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  min-inline-size: 10rem;
  padding: ${vars.space[4]};
  border: 1px solid ${vars.color.border.subtle};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface[1]};

  /* In a container narrower than a phone's page (a report's totals there), a card is one line, the
     label at its start and the figure at its end: three totals take the height of one card
     instead of filling the first screen. */
  @container (max-width: 26rem) {
    flex-direction: row;
    flex-wrap: wrap;
    justify-content: space-between;
    align-items: baseline;
    gap: ${vars.space[1]} ${vars.space[3]};
    min-inline-size: 0;
    padding: ${vars.space[2]} ${vars.space[3]};

    & > [data-part='value'] {
      font-size: ${vars.font.size.lg};
    }
    & > [data-part='delta'] {
      flex-basis: 100%;
      text-align: end;
    }
  }
`;

export const Label = styled.span`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  color: ${vars.color.text.secondary};
  font-size: ${vars.font.size.sm};
`;

export const Value = styled.span`
  font-size: ${vars.font.size.xxl};
  font-weight: ${vars.font.weight.bold};
  font-variant-numeric: tabular-nums;
`;

export const Delta = styled.span`
  font-size: ${vars.font.size.sm};
  font-weight: ${vars.font.weight.medium};

  &[data-trend='up'] {
    color: ${vars.color.status.success};
  }
  &[data-trend='down'] {
    color: ${vars.color.status.danger};
  }
  &[data-trend='flat'] {
    color: ${vars.color.text.secondary};
  }
`;
