export { MountEverything, NearViewport, type NearViewportProps } from './NearViewport';
