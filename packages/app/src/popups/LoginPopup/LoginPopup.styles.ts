import styled from 'styled-components';

export const Notice = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface[2]};
  color: ${({ theme }) => theme.color.text.primary};
`;

export const Trial = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space[3]};
`;
