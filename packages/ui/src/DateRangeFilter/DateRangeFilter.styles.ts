import { vars } from '@portal/theme';
import styled from 'styled-components';

export const FilterRoot = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${vars.space[3]};
  margin: 0;
  padding: 0;
  border: 0;

  & > legend {
    margin-block-end: ${vars.space[2]};
    padding: 0;
    font-weight: ${vars.font.weight.bold};
  }
`;

export const Field = styled.label`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  color: ${vars.color.text.secondary};
  font-size: ${vars.font.size.sm};
`;

export const Presets = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};

  /* The chosen range is seen, not only announced (aria-pressed). */
  & > [aria-pressed='true'],
  & > [aria-pressed='true']:hover {
    border-color: ${vars.color.brand.primary};
    background: ${vars.color.brand.primary};
    color: ${vars.color.text.onBrand};
  }
`;

export const Problem = styled.p`
  flex-basis: 100%;
  color: ${vars.color.status.danger};
  font-size: ${vars.font.size.sm};
`;
