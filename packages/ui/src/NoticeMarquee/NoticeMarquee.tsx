import { forwardRef, type ComponentPropsWithoutRef, type CSSProperties } from 'react';
import { Icon } from '../Icon';
import { Item, Items, Lead, MarqueeRoot, Track, Viewport } from './NoticeMarquee.styles';

/** A notice as the marquee shows it. */
export interface MarqueeNotice {
  id: string;
  title: string;
}

export interface NoticeMarqueeProps extends Omit<ComponentPropsWithoutRef<'section'>, 'children'> {
  /** Accessible name of the strip, e.g. "Avisos". */
  label: string;
  /** The notices, in order. */
  notices: readonly MarqueeNotice[];
  /** Called when a notice is chosen: the app opens it. */
  onOpen?: (notice: MarqueeNotice) => void;
  /** Seconds per notice in one full pass; sets the speed. @default 8 */
  secondsPerNotice?: number;
}

/**
 * The scrolling notice strip of the home page. The motion is a CSS animation
 * (no timers): it pauses on hover and keyboard focus and becomes a still
 * list under reduced motion. Each notice opens with a click or Enter.
 */
export const NoticeMarquee = forwardRef<HTMLElement, NoticeMarqueeProps>(function NoticeMarquee(
  { label, notices, onOpen, secondsPerNotice = 8, ...rest },
  ref,
) {
  const list = (copy: boolean) => (
    <Items {...(copy ? { 'aria-hidden': true, 'data-part': 'copy' } : {})}>
      {notices.map((notice) => (
        <li key={notice.id}>
          <Item type="button" onClick={() => onOpen?.(notice)} {...(copy ? { tabIndex: -1 } : {})}>
            {notice.title}
          </Item>
        </li>
      ))}
    </Items>
  );
  const style = {
    '--marquee-duration': `${Math.max(notices.length, 1) * secondsPerNotice}s`,
  } as CSSProperties;

  return (
    <MarqueeRoot ref={ref} aria-label={label} {...rest}>
      <Lead aria-hidden>
        <Icon name="info" />
      </Lead>
      <Viewport>
        <Track data-part="track" style={style}>
          {list(false)}
          {/* The second copy closes the loop without a jump. */}
          {list(true)}
        </Track>
      </Viewport>
    </MarqueeRoot>
  );
});
NoticeMarquee.displayName = 'NoticeMarquee';
