/**
 * The token contract: the one place that names every design token and the kind
 * of value it takes. The TypeScript types, the JSON Schema for operator
 * overrides, the CSS custom property names and the typed `var()` theme are all
 * derived from this object, so they cannot drift apart.
 */

/** The kinds of value a token can take; each has a JSON Schema and a CSS meaning. */
export type TokenKind =
  | 'color'
  | 'length'
  | 'fontFamily'
  | 'fontWeight'
  | 'lineHeight'
  | 'shadow'
  | 'zIndex'
  | 'duration'
  | 'easing';

/** A node of the contract: a kind at a leaf, a group of nodes elsewhere. */
export interface ContractGroup {
  readonly [key: string]: TokenKind | ContractGroup;
}

const surfaces = { 0: 'color', 1: 'color', 2: 'color', 3: 'color' } as const;

export const tokenContract = {
  color: {
    brand: { primary: 'color', primaryHover: 'color', secondary: 'color', accent: 'color' },
    /** 0 is the page, 1 cards and menus, 2 inputs and raised parts, 3 hover and selected. */
    surface: surfaces,
    text: {
      primary: 'color',
      secondary: 'color',
      disabled: 'color',
      onBrand: 'color',
      onStatus: 'color',
      link: 'color',
    },
    border: { subtle: 'color', control: 'color' },
    focusRing: 'color',
    status: { success: 'color', warning: 'color', danger: 'color', info: 'color' },
    overlay: 'color',
    scrim: 'color',
    medal: { gold: 'color', silver: 'color', bronze: 'color' },
  },
  font: {
    family: { body: 'fontFamily', heading: 'fontFamily', mono: 'fontFamily' },
    size: {
      xs: 'length',
      sm: 'length',
      md: 'length',
      lg: 'length',
      xl: 'length',
      xxl: 'length',
      display: 'length',
    },
    weight: { regular: 'fontWeight', medium: 'fontWeight', bold: 'fontWeight' },
    lineHeight: { tight: 'lineHeight', normal: 'lineHeight', relaxed: 'lineHeight' },
  },
  space: {
    0: 'length',
    1: 'length',
    2: 'length',
    3: 'length',
    4: 'length',
    5: 'length',
    6: 'length',
    7: 'length',
    8: 'length',
  },
  radius: { none: 'length', sm: 'length', md: 'length', lg: 'length', pill: 'length' },
  shadow: { sm: 'shadow', md: 'shadow', lg: 'shadow' },
  zIndex: {
    base: 'zIndex',
    header: 'zIndex',
    sideMenu: 'zIndex',
    dropdown: 'zIndex',
    modal: 'zIndex',
    toast: 'zIndex',
  },
  motion: {
    duration: {
      fast: 'duration',
      normal: 'duration',
      slow: 'duration',
      /** The generic pop-up's opening transition (spec: 100 ms). */
      modal: 'duration',
      /** The banner carousel's slide change (spec: 1000 ms). */
      bannerTransition: 'duration',
      /** Time between two automatic banner slides (spec: 5000 ms). */
      bannerDelay: 'duration',
    },
    easing: { standard: 'easing', emphasized: 'easing', linear: 'easing' },
  },
  /** Knobs that belong to one component; their defaults point at semantic tokens. */
  component: {
    button: {
      radius: 'length',
      heightSm: 'length',
      heightMd: 'length',
      heightLg: 'length',
    },
    modal: {
      /** Spec 2.2: the generic pop-up is 200 x 200 when the caller gives no size. */
      width: 'length',
      height: 'length',
      radius: 'length',
      padding: 'length',
    },
    tabs: { indicatorSize: 'length' },
    banner: { spacing: 'length', radius: 'length' },
    gameTile: { radius: 'length' },
  },
} as const satisfies ContractGroup;

export type TokenContract = typeof tokenContract;

/** Value type of each kind: numbers where CSS takes a bare number. */
interface KindValue {
  color: string;
  length: string;
  fontFamily: string;
  fontWeight: number;
  lineHeight: number;
  shadow: string;
  zIndex: number;
  duration: string;
  easing: string;
}

type ValuesOf<C> = {
  -readonly [K in keyof C]: C[K] extends TokenKind ? KindValue[C[K]] : ValuesOf<C[K]>;
};
type RefsOf<C> = {
  readonly [K in keyof C]: C[K] extends TokenKind ? string : RefsOf<C[K]>;
};
export type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] };

/** A complete set of values for every token: what a built-in theme is. */
export type ThemeValues = ValuesOf<TokenContract>;

/** The typed theme handed to styled-components: every leaf is a `var(--…)` reference. */
export type ThemeRefs = RefsOf<TokenContract>;

/**
 * An operator's override: a deep partial of the tokens, applied to both colour
 * modes, and optionally `light` / `dark` partials applied to one mode only
 * (after the shared part). Plain JSON.
 */
export type ThemeOverride = DeepPartial<ThemeValues> & {
  $schema?: string;
  light?: DeepPartial<ThemeValues>;
  dark?: DeepPartial<ThemeValues>;
};

export type ColorMode = 'light' | 'dark';
export const colorModes: readonly ColorMode[] = ['light', 'dark'];

/** Visits every leaf of the contract with its path. */
export function forEachToken(
  visit: (path: readonly string[], kind: TokenKind) => void,
  node: ContractGroup = tokenContract,
  path: readonly string[] = [],
): void {
  for (const [key, child] of Object.entries(node)) {
    const childPath = [...path, key];
    if (typeof child === 'string') visit(childPath, child);
    else forEachToken(visit, child, childPath);
  }
}

/** Reads a value at a path of a nested object; undefined when absent. */
export function getAt(tree: unknown, path: readonly string[]): unknown {
  let node: unknown = tree;
  for (const key of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

const kebab = (s: string) => s.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/**
 * The CSS custom property of a token. Semantic tokens keep their group
 * (`--color-surface-0`, `--space-4`); component tokens drop the `component`
 * prefix (`--button-radius`) and z-index layers read `--z-modal`.
 */
export function cssVarName(path: readonly string[]): string {
  const [group, ...rest] = path;
  const parts = group === 'component' ? rest : group === 'zIndex' ? ['z', ...rest] : path;
  return `--${parts.map(kebab).join('-')}`;
}
