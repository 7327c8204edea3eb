import { vars } from '@portal/theme';
import styled from 'styled-components';

/** The cards of the missions or the raffles, as many a row as fit. */
export const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  gap: ${vars.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Card = styled.li`
  display: grid;
  align-content: start;
  gap: ${vars.space[2]};
  padding: ${vars.space[4]};
  border: 1px solid ${vars.color.border.subtle};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface[1]};
  min-width: 0;

  &[data-status='claimable'] {
    border-color: ${vars.color.brand.primary};
  }
`;

export const CardTitle = styled.h2`
  margin: 0;
  font-size: ${vars.font.size.md};
  overflow-wrap: anywhere;
`;

export const Line = styled.p`
  margin: 0;
  color: ${vars.color.text.secondary};
  font-size: ${vars.font.size.sm};
  overflow-wrap: anywhere;
`;

/** The progress toward the target: a bar filled from the start edge (either direction). */
export const Bar = styled.div`
  block-size: 0.5rem;
  border-radius: ${vars.radius.pill};
  background: ${vars.color.surface[2]};
  overflow: hidden;

  & > span {
    display: block;
    block-size: 100%;
    background: ${vars.color.brand.primary};
  }
`;

export const Status = styled.p`
  margin: 0;
  font-weight: ${vars.font.weight.medium};

  &[data-status='claimable'],
  &[data-status='won'] {
    color: ${vars.color.status.success};
  }
`;

/** A claim's answer: green when paid, red when refused. */
export const Said = styled.p`
  margin: 0;
  min-block-size: 1.5em;

  &[data-ok='true'] {
    color: ${vars.color.status.success};
  }
  &[data-ok='false'] {
    color: ${vars.color.status.danger};
  }
`;

/** The seed's hash and the seed: long hex, broken anywhere. */
export const Hex = styled.code`
  font-size: ${vars.font.size.xs};
  overflow-wrap: anywhere;
  word-break: break-all;
`;
