import { vars } from '@portal/theme';
import styled from 'styled-components';
import { Button } from '../Button';
import { Icon } from '../Icon';

/** The operator's HTML: readable in both themes, nothing wider than the pop-up. */
export const AnnouncementBody = styled.div`
  color: ${vars.color.text.primary};
  line-height: ${vars.font.lineHeight.relaxed};
  overflow-wrap: anywhere;

  & > * + * {
    margin-block-start: ${vars.space[3]};
  }
  & p,
  & ul,
  & ol {
    margin-block: 0;
  }
  & ul,
  & ol {
    padding-inline-start: ${vars.space[5]};
  }
  & img {
    max-inline-size: 100%;
    block-size: auto;
    border-radius: ${vars.radius.md};
  }
  & a {
    color: ${vars.color.text.link};
  }
  & table {
    border-collapse: collapse;
    max-inline-size: 100%;
  }
  & th,
  & td {
    padding: ${vars.space[1]} ${vars.space[2]};
    border: 1px solid ${vars.color.border.subtle};
  }
`;

export const AnnouncementFooter = styled.div`
  display: flex;
  flex: 1 1 100%;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[3]};
`;

/** The calls to action: side by side, wrapping under each other on a narrow phone. */
export const AnnouncementActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
`;

export const AnnouncementRemember = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[2]};
  color: ${vars.color.text.secondary};
  font-size: ${vars.font.size.sm};
  cursor: pointer;

  & input {
    inline-size: 1.125rem;
    block-size: 1.125rem;
    margin: 0;
    accent-color: ${vars.color.brand.primary};
  }
`;

export const AnnouncementPager = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[2]};
  margin-inline-start: auto;
`;

export const AnnouncementPosition = styled.span`
  min-inline-size: 3.5em;
  color: ${vars.color.text.secondary};
  font-size: ${vars.font.size.sm};
  font-variant-numeric: tabular-nums;
  text-align: center;
  unicode-bidi: isolate;
  direction: ltr;
`;

/** At either end the button stays focusable (so focus is not lost) but looks and acts disabled. */
export const PagerButton = styled(Button)`
  &[aria-disabled='true'] {
    --button-bg: ${vars.color.surface[3]};
    --button-bg-hover: ${vars.color.surface[3]};
    --button-fg: ${vars.color.text.disabled};
    --button-border: transparent;
    cursor: not-allowed;
  }
`;

/** Start and end chevrons point the other way in right-to-left text. */
export const DirectionalIcon = styled(Icon)`
  &:dir(rtl) {
    transform: scaleX(-1);
  }
`;
