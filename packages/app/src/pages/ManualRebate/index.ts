export { ManualRebate } from './ManualRebate';
