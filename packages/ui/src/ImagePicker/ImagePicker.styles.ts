import { vars } from '@portal/theme';
import styled from 'styled-components';

export const ImagePickerRoot = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${vars.space[3]};
`;

export const ImagePickerList = styled.ul`
  display: contents;
  list-style: none;
`;

export const ImagePickerItem = styled.li`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space[1]};
  margin: 0;
  padding: 0;
`;

export const ImagePickerThumb = styled.img`
  display: block;
  inline-size: 96px;
  block-size: 96px;
  object-fit: cover;
  border: 1px solid ${vars.color.border.subtle};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface[2]};
`;

/** The add button: a label around the visually hidden file input, so it opens the picker. */
export const ImagePickerAdd = styled.label`
  display: inline-flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[1]};
  box-sizing: border-box;
  inline-size: 96px;
  block-size: 96px;
  padding: ${vars.space[2]};
  border: 1px dashed ${vars.color.border.control};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface[2]};
  color: ${vars.color.text.primary};
  font-size: ${vars.font.size.sm};
  text-align: center;
  cursor: pointer;

  &:hover:not([data-disabled]) {
    border-color: ${vars.color.text.secondary};
  }
  &:has(:focus-visible) {
    outline: 2px solid ${vars.color.focusRing};
    outline-offset: 2px;
  }
  &:has([aria-invalid='true']) {
    border-color: ${vars.color.status.danger};
  }
  &[data-disabled] {
    color: ${vars.color.text.disabled};
    cursor: not-allowed;
  }
`;

/** The native input, kept in the accessibility tree and the tab order but not drawn. */
export const ImagePickerInput = styled.input`
  position: absolute;
  inline-size: 1px;
  block-size: 1px;
  margin: -1px;
  padding: 0;
  border: 0;
  overflow: hidden;
  clip-path: inset(50%);
  opacity: 0;
`;
