import { vars } from '@portal/theme';
import styled from 'styled-components';

/** The whole picture is the refresh button, as in the original portal. */
export const CaptchaRoot = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  block-size: ${vars.component.button.heightMd};
  padding: 0;
  overflow: hidden;
  border: 1px solid ${vars.color.border.control};
  border-radius: ${vars.component.button.radius};
  background: ${vars.color.surface[2]};
  color: ${vars.color.text.secondary};

  &:hover:not(:disabled, [aria-busy='true']) {
    border-color: ${vars.color.text.secondary};
  }
  &[aria-busy='true'] {
    cursor: progress;
  }
  &:disabled {
    border-color: ${vars.color.border.subtle};
  }
`;

/** The picture's frame; the spinner lies over it while loading. */
export const CaptchaFrame = styled.span`
  display: grid;
  place-items: center;
  inline-size: 7.5rem;
  block-size: 100%;

  & > * {
    grid-area: 1 / 1;
  }
`;

export const CaptchaPicture = styled.img`
  inline-size: 100%;
  block-size: 100%;
  object-fit: contain;

  [aria-busy='true'] & {
    opacity: 0.35;
  }
  :disabled & {
    opacity: 0.5;
  }
`;

/** A refresh mark after the picture says it can be changed; it never covers it. */
export const CaptchaRefreshMark = styled.span`
  display: inline-flex;
  padding-inline: ${vars.space[2]};
  border-inline-start: 1px solid ${vars.color.border.subtle};
  block-size: 100%;
  align-items: center;
  color: ${vars.color.text.secondary};

  :disabled > & {
    color: ${vars.color.text.disabled};
  }
`;

export const CaptchaBusy = styled.span`
  display: inline-flex;
  color: ${vars.color.text.primary};
  font-size: 1.25rem;
`;
