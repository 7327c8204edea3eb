import {
  forwardRef,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
  type CSSProperties,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import {
  CarouselRoot,
  Dot,
  Dots,
  Slide,
  SlideButton,
  Track,
  Viewport,
} from './BannerCarousel.styles';

/** A banner (spec 2.3, reference facts: linkage URL, P for a promotion, G for a game). */
export interface Banner {
  id: string;
  imageUrl: string;
  /** What the banner says, for people who cannot see it. */
  alt: string;
  linkageType?: 'URL' | 'P' | 'G';
  url?: string;
}

/** Spec 2.3 / 9: a new slide every 5000 ms. */
export const BANNER_DELAY_MS = 5000;
const SWIPE_THRESHOLD_PX = 40;

export interface BannerCarouselProps extends Omit<
  ComponentPropsWithoutRef<'section'>,
  'children' | 'onSelect'
> {
  /** The banners, in order. */
  banners: readonly Banner[];
  /** Accessible name of the carousel, e.g. "Promociones destacadas". */
  label: string;
  /** Called when a banner is chosen; the app follows its linkage. */
  onSelect?: (banner: Banner) => void;
  /** Name of a slide, e.g. (2, 5) => "2 de 5". */
  slideLabel: (position: number, total: number) => string;
  /** Name of a pagination dot, e.g. (2) => "Ir al anuncio 2". */
  dotLabel: (position: number, total: number) => string;
  /** Milliseconds between automatic slides. @default 5000 */
  delay?: number;
  /** Slide automatically (never under prefers-reduced-motion). @default true */
  autoplay?: boolean;
  /** Width / height of the artwork, reserved before it loads. @default '3 / 1' */
  aspectRatio?: string;
}

function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Milliseconds of the track's CSS transition (the theme's banner token, 0 under reduced motion). */
function transitionMs(track: HTMLElement | null): number {
  if (!track) return 0;
  const value = getComputedStyle(track).transitionDuration.split(',')[0]?.trim() ?? '0s';
  const n = Number.parseFloat(value);
  return value.endsWith('ms') ? n : n * 1000;
}

/**
 * The banner carousel of spec 2.3. With more than one banner it loops,
 * advances every 5 s, slides over the theme's 1000 ms transition with 20.3 px
 * between slides, has clickable dots, and follows arrow keys and swipes. It
 * pauses on hover and keyboard focus, and does not move by itself under
 * reduced motion. One banner does not slide.
 *
 * Hand-rolled rather than on a carousel library: the slide duration must be
 * the theme's token (operators can change it), which physics-based carousels
 * cannot honour.
 */
export const BannerCarousel = forwardRef<HTMLElement, BannerCarouselProps>(function BannerCarousel(
  {
    banners,
    label,
    onSelect,
    slideLabel,
    dotLabel,
    delay = BANNER_DELAY_MS,
    autoplay = true,
    aspectRatio = '3 / 1',
    style,
    onKeyDown,
    ...rest
  },
  ref,
) {
  const count = banners.length;
  const slides = count > 1;
  // Position 0 is a copy of the last banner and count + 1 a copy of the first,
  // so the loop always slides forward or back, never jumps across.
  const [position, setPosition] = useState(1);
  const [instant, setInstant] = useState(false);
  const [paused, setPaused] = useState(false);
  const [tick, setTick] = useState(0);
  const trackRef = useRef<HTMLDivElement>(null);
  const pointerX = useRef<number | null>(null);
  const keepFocus = useRef(false);
  const swiped = useRef(false);
  const index = (((position - 1) % count) + count) % count;

  const go = useCallback((next: number) => {
    setInstant(false);
    setPosition(next);
    setTick((t) => t + 1); // restarts the autoplay countdown
  }, []);

  // After sliding onto a copy, move to the real banner without a transition.
  useEffect(() => {
    if (!slides || (position !== 0 && position !== count + 1)) return;
    const timer = setTimeout(() => {
      setInstant(true);
      setPosition(position === 0 ? count : 1);
    }, transitionMs(trackRef.current));
    return () => clearTimeout(timer);
  }, [position, count, slides]);

  // Keyboard navigation: the slide that had focus turns inert, so focus moves
  // to the new current slide (without scrolling the clipped viewport).
  useEffect(() => {
    if (!keepFocus.current) return;
    keepFocus.current = false;
    trackRef.current
      ?.querySelector<HTMLButtonElement>('[data-current] button')
      ?.focus({ preventScroll: true });
  }, [position]);

  useEffect(() => {
    if (!slides || !autoplay || paused || prefersReducedMotion()) return;
    const timer = setTimeout(() => {
      setInstant(false);
      setPosition((p) => (p >= count + 1 ? 2 : p + 1));
      setTick((t) => t + 1);
    }, delay);
    return () => clearTimeout(timer);
  }, [slides, autoplay, paused, delay, count, tick]);

  const next = () => go(position >= count + 1 ? 2 : position + 1);
  const previous = () => go(position <= 0 ? count - 1 : position - 1);

  const rtl = () => trackRef.current?.closest('[dir]')?.getAttribute('dir') === 'rtl';
  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    onKeyDown?.(event);
    if (!slides || event.defaultPrevented) return;
    const forward = rtl() ? 'ArrowLeft' : 'ArrowRight';
    const back = rtl() ? 'ArrowRight' : 'ArrowLeft';
    if (event.key !== forward && event.key !== back) return;
    event.preventDefault();
    keepFocus.current = trackRef.current?.contains(document.activeElement) ?? false;
    if (event.key === forward) next();
    else previous();
  };

  const handlePointerDown = (event: PointerEvent) => {
    pointerX.current = event.clientX;
    swiped.current = false;
  };
  const handlePointerUp = (event: PointerEvent) => {
    if (pointerX.current === null || !slides) return;
    const dx = (event.clientX - pointerX.current) * (rtl() ? -1 : 1);
    pointerX.current = null;
    if (Math.abs(dx) < SWIPE_THRESHOLD_PX) return;
    swiped.current = true;
    if (dx < 0) next();
    else previous();
  };

  const items = slides
    ? [
        { banner: banners[count - 1]!, copy: true, key: 'copy-last' },
        ...banners.map((banner) => ({ banner, copy: false, key: banner.id })),
        { banner: banners[0]!, copy: true, key: 'copy-first' },
      ]
    : banners.map((banner) => ({ banner, copy: false, key: banner.id }));

  if (count === 0) return null;

  return (
    <CarouselRoot
      ref={ref}
      aria-label={label}
      aria-roledescription="carousel"
      style={{ '--banner-ratio': aspectRatio, ...style } as CSSProperties}
      onKeyDown={handleKeyDown}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setPaused(false);
      }}
      data-paused={paused || undefined}
      {...rest}
    >
      <Viewport onPointerDown={handlePointerDown} onPointerUp={handlePointerUp}>
        <Track
          ref={trackRef}
          data-instant={instant || !slides || undefined}
          style={{ '--banner-position': slides ? position : 0 } as CSSProperties}
          aria-live={paused ? 'polite' : 'off'}
        >
          {items.map(({ banner, copy, key }, i) => {
            const real = slides ? i - 1 : i;
            const current = !copy && real === index;
            return (
              <Slide
                key={key}
                {...(copy
                  ? { 'aria-hidden': true }
                  : {
                      role: 'group',
                      'aria-roledescription': 'slide',
                      'aria-label': slideLabel(real + 1, count),
                    })}
                {...(!copy && !current ? { inert: true } : {})}
                data-current={current || undefined}
              >
                <SlideButton
                  type="button"
                  tabIndex={current ? 0 : -1}
                  onClick={() => {
                    if (swiped.current) return;
                    onSelect?.(banner);
                  }}
                >
                  <img
                    src={banner.imageUrl}
                    alt={copy ? '' : banner.alt}
                    width={1200}
                    height={400}
                    draggable={false}
                    // The first banner is the page's largest paint: load it first.
                    {...(real === 0 && !copy
                      ? { loading: 'eager' as const, fetchPriority: 'high' as const }
                      : { loading: 'lazy' as const })}
                  />
                </SlideButton>
              </Slide>
            );
          })}
        </Track>
      </Viewport>
      {slides ? (
        <Dots>
          {banners.map((banner, i) => (
            <Dot
              key={banner.id}
              type="button"
              aria-label={dotLabel(i + 1, count)}
              aria-current={i === index}
              onClick={() => go(i + 1)}
            />
          ))}
        </Dots>
      ) : null}
    </CarouselRoot>
  );
});
BannerCarousel.displayName = 'BannerCarousel';
