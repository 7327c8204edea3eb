import { customerServiceWindowFeatures } from '@portal/ui';

/** Customer service opens in its own window of 440 x 750 (spec 1, 9). */
export function openCustomerService(url: string | undefined): void {
  if (!url) return;
  window.open(url, 'customerService', customerServiceWindowFeatures());
}
