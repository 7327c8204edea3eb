import { vars } from '@portal/theme';
import styled from 'styled-components';

export const VipBadgeRoot = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[1]};
  flex: none;
  block-size: 1.375rem;
  padding-inline: ${vars.space[2]};
  border-radius: ${vars.radius.pill};
  background: ${vars.color.brand.secondary};
  color: ${vars.color.text.onBrand};
  font-size: ${vars.font.size.xs};
  font-weight: ${vars.font.weight.bold};
  line-height: 1;
  white-space: nowrap;

  &[data-size='sm'] {
    block-size: 1.125rem;
    padding-inline: ${vars.space[1]};
    font-size: 0.625rem;
  }
`;

export const VipBadgeLabel = styled.span`
  font-style: italic;
  letter-spacing: 0.04em;
`;

export const VipBadgeLevel = styled.span`
  font-variant-numeric: tabular-nums;
`;
