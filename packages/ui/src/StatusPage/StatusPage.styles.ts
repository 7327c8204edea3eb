import { vars } from '@portal/theme';
import styled from 'styled-components';

export const StatusPageRoot = styled.main`
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[5]};
  min-block-size: 100dvh;
  padding: ${vars.space[5]} ${vars.space[4]};
  background: ${vars.color.surface[0]};
  color: ${vars.color.text.primary};
`;

export const StatusPageLogo = styled.div`
  display: flex;
  justify-content: center;
  max-inline-size: 100%;
`;

export const StatusPageCard = styled.div`
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space[4]};
  inline-size: 100%;
  max-inline-size: 30rem;
  padding: ${vars.space[6]} ${vars.space[5]};
  border: 1px solid ${vars.color.border.subtle};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface[1]};
  box-shadow: ${vars.shadow.md};
  text-align: center;
  overflow-wrap: anywhere;
`;

export const StatusPageMark = styled.div`
  display: grid;
  place-items: center;
  inline-size: 4rem;
  block-size: 4rem;
  border-radius: ${vars.radius.pill};
  background: ${vars.color.surface[2]};
  color: ${vars.color.status.warning};
  font-size: 2rem;

  &[data-variant='maintenance'] {
    color: ${vars.color.status.info};
  }
`;

export const StatusPageTitle = styled.h1`
  font-size: ${vars.font.size.xxl};
  font-weight: ${vars.font.weight.bold};
`;

export const StatusPageText = styled.div`
  color: ${vars.color.text.secondary};
  line-height: ${vars.font.lineHeight.relaxed};
`;

export const StatusPageIp = styled.p`
  padding: ${vars.space[2]} ${vars.space[3]};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface[2]};
  color: ${vars.color.text.primary};
`;

/** An address reads left to right in every language. */
export const StatusPageIpValue = styled.span`
  unicode-bidi: isolate;
  font-family: ${vars.font.family.mono};
  font-weight: ${vars.font.weight.bold};
`;

export const StatusPageActions = styled.div`
  inline-size: 100%;
  max-inline-size: 20rem;
`;
