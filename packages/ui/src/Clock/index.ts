export { Clock, CLOCK_TICK_MS, gmtOffsetHours, type ClockProps } from './Clock';
