// Storybook's reference picture of the home screen; not exported from the package.
export { HomeComposition, type HomeCompositionProps } from './HomeComposition';
