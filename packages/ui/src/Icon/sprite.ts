/**
 * The address of icons.svg, the sprite of every drawing, as an asset beside the code: a bundler
 * emits it as a file of its own and the drawings stay out of the JavaScript. Never inlined as a
 * data: address (`?no-inline`), which `<use>` cannot reference.
 */
export const iconSprite = new URL('./icons.svg?no-inline', import.meta.url).href;
