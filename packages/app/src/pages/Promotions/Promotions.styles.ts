import styled from 'styled-components';

export const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(18rem, 1fr));
  gap: ${({ theme }) => theme.space[4]};
`;

export const Card = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  align-content: start;
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface[1]};

  &[data-focus] {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
  }
  img {
    width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radius.md};
  }
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.text.secondary};
  }
  summary {
    cursor: pointer;
    color: ${({ theme }) => theme.color.text.link};
  }
`;

export const Dates = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.text.secondary};
`;

export const Terms = styled.div`
  line-height: ${({ theme }) => theme.font.lineHeight.relaxed};
`;
