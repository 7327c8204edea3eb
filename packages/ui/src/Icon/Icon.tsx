import { forwardRef, type SVGProps } from 'react';
import styled from 'styled-components';
import type { IconName } from './names';
import { ensureIconSprite, iconHref } from './sprite';

/** Drawings that point along the text's direction turn around right to left. */
const mirrored: ReadonlySet<IconName> = new Set(['chevronStart', 'chevronEnd']);

const Svg = styled.svg`
  flex: none;
  &[data-mirror]:dir(rtl) {
    transform: scaleX(-1);
  }
`;

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'ref' | 'children'> {
  /** Which drawing to show. */
  name: IconName;
  /**
   * A name for screen readers when the icon alone carries meaning. Without it
   * the icon is decorative and hidden from assistive technology.
   * @default undefined
   */
  label?: string;
  /** Edge length; a number is pixels. @default '1em' (follows the text) */
  size?: number | string;
}

/** A stroked outline icon in the current text colour. */
export const Icon = forwardRef<SVGSVGElement, IconProps>(function Icon(
  { name, label, size = '1em', ...rest },
  ref,
) {
  // Idempotent, and cheap once done (a look-up by id): the drawings are in the page before any
  // icon needs them, whichever icon is drawn first.
  ensureIconSprite();
  return (
    <Svg
      ref={ref}
      data-mirror={mirrored.has(name) || undefined}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      {...rest}
    >
      <use href={iconHref(name)} />
    </Svg>
  );
});
Icon.displayName = 'Icon';
