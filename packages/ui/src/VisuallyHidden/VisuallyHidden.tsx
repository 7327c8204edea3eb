import styled from 'styled-components';

/** The rules that hide an element from sight only, for a part of a component's own styles. */
export const visuallyHiddenCss = `
  position: absolute;
  inline-size: 1px;
  block-size: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

/**
 * Text for assistive technology only: read out and part of accessible names, never shown (the
 * clip technique, which keeps it in the accessibility tree where `display: none` would not).
 * The components of the first paint use this rather than Radix's, which brings Radix's Slot
 * along for an `asChild` they do not need; `as` changes the element.
 */
export const VisuallyHidden = styled.span`
  ${visuallyHiddenCss}
  margin: -1px;
  padding: 0;
  border: 0;
`;
VisuallyHidden.displayName = 'VisuallyHidden';
