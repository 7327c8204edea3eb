import { cssVarName, forEachToken, type ThemeRefs } from './contract';

function buildRefs(): ThemeRefs {
  const root: Record<string, unknown> = {};
  forEachToken((path) => {
    let node = root;
    for (const key of path.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>;
    node[path.at(-1) as string] = `var(${cssVarName(path)})`;
  });
  return Object.freeze(root) as unknown as ThemeRefs;
}

/**
 * The typed theme, `vars` for short: every leaf is a `var(--…)` reference, so a styled component
 * reads `${vars.color.brand.primary}` (static CSS, no interpolation function) with
 * autocomplete, and a
 * change of colour mode or operator override never changes this object (no
 * re-render). It is the same object for every theme.
 */
export const vars: ThemeRefs = buildRefs();
