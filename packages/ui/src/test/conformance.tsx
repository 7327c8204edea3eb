/**
 * The checks every component of @portal/ui passes: it has a displayName,
 * forwards its ref to its root element, merges a caller's className with its
 * own styles, and spreads other props (data-*, aria-*) onto that root.
 */
import { createRef, type ComponentPropsWithoutRef, type ComponentType, type Ref } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';

interface ConformanceOptions<P> {
  /** Props that render the component (its required ones). */
  props: P;
  /** The DOM class its root element must be. */
  element: typeof Element;
  /** Where the root is, when it renders in a portal. @default the first child of the container */
  findRoot?: (container: HTMLElement) => Element | null;
  /** Whether the root carries classes of its own (styled components do). @default true */
  ownClass?: boolean;
}

// Any component of the library, whatever its element type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

export function describeConformance<C extends AnyComponent>(
  name: string,
  Component: C,
  {
    props,
    element,
    findRoot = (c) => c.firstElementChild,
    ownClass = true,
  }: ConformanceOptions<ComponentPropsWithoutRef<C>>,
) {
  const Subject = Component as ComponentType<Record<string, unknown> & { ref?: Ref<Element> }>;
  describe(`${name} conformance`, () => {
    it('has a displayName', () => {
      expect((Component as { displayName?: string }).displayName).toBe(name);
    });

    it('forwards its ref to the root element', async () => {
      const ref = createRef<Element>();
      const screen = await render(<Subject {...props} ref={ref} />);
      await expect.poll(() => ref.current).toBeInstanceOf(element);
      expect(ref.current).toBe(findRoot(screen.container));
    });

    it('merges className with its own styles', async () => {
      const screen = await render(<Subject {...props} className="caller-class" />);
      await expect.poll(() => findRoot(screen.container)).toBeTruthy();
      const root = findRoot(screen.container)!;
      expect(root.classList.contains('caller-class')).toBe(true);
      if (ownClass) expect(root.classList.length).toBeGreaterThan(1);
    });

    it('spreads other props onto the root', async () => {
      const rest = { 'data-testid': 'conformance-root', 'aria-describedby': 'conformance-hint' };
      const screen = await render(<Subject {...props} {...rest} />);
      await expect.poll(() => findRoot(screen.container)).toBeTruthy();
      const root = findRoot(screen.container)!;
      expect(root.getAttribute('data-testid')).toBe('conformance-root');
      expect(root.getAttribute('aria-describedby')).toBe('conformance-hint');
    });
  });
}
