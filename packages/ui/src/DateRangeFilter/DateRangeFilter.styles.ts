import { vars } from '@portal/theme';
import styled from 'styled-components';

/**
 * The filter is its own size container: narrower than 26rem (a phone), the two dates share a line
 * and the presets one row, so that the records below start on the first screen. It takes its
 * parent's width (a block in a page's column), never its content's.
 */
export const FilterRoot = styled.fieldset`
  container-type: inline-size;
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

  /* Narrow, the apply button has a line of its own, as wide as the dates above it. */
  @container (max-width: 26rem) {
    & > button {
      flex-basis: 100%;
    }
  }
`;

export const Field = styled.label`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  color: ${vars.color.text.secondary};
  font-size: ${vars.font.size.sm};

  /* Two dates a line, each half of it less the gap, the apply button on the next line; where half
     a line cannot show a whole date (8.5rem), one date a line. */
  @container (max-width: 26rem) {
    flex: 1 1 max(calc(50% - ${vars.space[3]}), 8.5rem);
    min-inline-size: 0;

    /* TextInput's box and its input: both give up their own width for the line's share. */
    & > *,
    & input {
      inline-size: 100%;
      min-inline-size: 0;
    }
  }
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
