/** English texts of the live channel's notices (with en.ts). */
export const liveChannelEn: Record<string, string> = {
  live_message: 'New message: {{title}}',
  live_withdrawal_paid: 'Your withdrawal {{reference}} was paid',
  live_withdrawal_rejected:
    'Your withdrawal {{reference}} was rejected: the amount is back in your balance',
  live_contract_offered: 'You have a new contract offer',
  live_contract_changed: 'One of your contracts changed its state',
  live_logout_password: 'Your session ended: the account password was changed',
  live_logout_locked:
    'Your session ended: the account was disabled. Please contact customer service',
  live_logout_excluded: 'Your session ended: the account is in a time-out or self-exclusion',
  live_logout_expired: 'Your session expired: please log in again',
  live_logout_ended: 'Your session was closed from another device',
};
