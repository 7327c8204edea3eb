export { StartupDone } from './StartupDone';
export { dismissStartupScreen } from './dismiss';
export { takeEarlyAnswer } from './early';
export { startup, type EarlyAnswer, type StartupConfig } from './startupScript';
export { nextTask } from './nextTask';
export { APP_START_MARK, FIRST_SCREEN_MARK, markOnce } from './marks';
