import styled from 'styled-components';

export const Article = styled.article`
  max-height: 60vh;
  overflow: auto;
  line-height: ${({ theme }) => theme.font.lineHeight.relaxed};
  color: ${({ theme }) => theme.color.text.primary};

  a {
    color: ${({ theme }) => theme.color.text.link};
  }
`;
