import { vars } from '@portal/theme';
import styled from 'styled-components';

export const Article = styled.article`
  max-height: 60vh;
  overflow: auto;
  line-height: ${vars.font.lineHeight.relaxed};
  color: ${vars.color.text.primary};

  a {
    color: ${vars.color.text.link};
  }
`;
