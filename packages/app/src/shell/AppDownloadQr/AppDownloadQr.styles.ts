import { vars } from '@portal/theme';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

export const GuideLink = styled(Link)`
  padding-block: ${vars.space[1]};
  color: ${vars.color.text.link};
  font-size: ${vars.font.size.sm};
  font-weight: ${vars.font.weight.medium};
`;
