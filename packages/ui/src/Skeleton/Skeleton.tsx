import { forwardRef, type ComponentPropsWithoutRef, type CSSProperties } from 'react';
import { SkeletonLine, SkeletonRoot } from './Skeleton.styles';

export type SkeletonShape = 'block' | 'text' | 'circle';
export type SkeletonSize = 'sm' | 'md' | 'lg';

export interface SkeletonProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  /** A box (image, card), lines of text, or a circle (avatar). @default 'block' */
  shape?: SkeletonShape;
  /**
   * Preset size: the line height of `text`, the edge of a `circle`, the height
   * of a `block`.
   * @default 'md'
   */
  size?: SkeletonSize;
  /** Width; a number is pixels. @default '100%' (a circle: its size) */
  width?: number | string;
  /** Height; a number is pixels. Overrides the size's height. @default undefined */
  height?: number | string;
  /** Number of lines of a `text` skeleton; the last one is shorter. @default 1 */
  lines?: number;
  /** The shimmer; it is always off when the player prefers reduced motion. @default true */
  animated?: boolean;
}

const toLength = (v: number | string) => (typeof v === 'number' ? `${v}px` : v);

/**
 * A grey placeholder in the shape of content that is still loading. It is
 * hidden from assistive technology: the region that loads says `aria-busy`.
 */
export const Skeleton = forwardRef<HTMLDivElement, SkeletonProps>(function Skeleton(
  { shape = 'block', size = 'md', width, height, lines = 1, animated = true, style, ...rest },
  ref,
) {
  const sizeStyle: CSSProperties = {
    ...(width === undefined ? {} : { ['--skeleton-width' as string]: toLength(width) }),
    ...(height === undefined ? {} : { ['--skeleton-height' as string]: toLength(height) }),
    ...style,
  };
  const count = shape === 'text' ? Math.max(1, Math.floor(lines)) : 0;
  return (
    <SkeletonRoot
      ref={ref}
      aria-hidden
      data-shape={shape}
      data-size={size}
      data-animated={animated || undefined}
      style={sizeStyle}
      {...rest}
    >
      {Array.from({ length: count }, (_, i) => (
        <SkeletonLine key={i} data-last={(count > 1 && i === count - 1) || undefined} />
      ))}
    </SkeletonRoot>
  );
});
Skeleton.displayName = 'Skeleton';
