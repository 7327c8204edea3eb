// The status machine of ADR 0021, step by step: every action from every status.
import { APPLICATION_STATUSES } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { memberStatus, next, type Action } from './machine';

describe('the activity status machine', () => {
  it('has exactly the steps of ADR 0021', () => {
    const steps: string[] = [];
    for (const from of ['none', ...APPLICATION_STATUSES] as const)
      for (const action of ['apply', 'approve', 'reject', 'claim'] as Action[]) {
        const to = next(from, action);
        if (to) steps.push(`${from} -${action}-> ${to}`);
      }
    expect(steps).toEqual([
      'none -apply-> applying',
      'applying -approve-> issued',
      'applying -reject-> rejected',
      'rejected -apply-> applying',
      'issued -claim-> claimed',
    ]);
  });

  it('shows the promotion phase without an application, else the application', () => {
    expect(memberStatus('coming soon', null)).toEqual({ status: 'coming soon', canApply: false });
    expect(memberStatus('open', null)).toEqual({ status: 'join', canApply: true });
    expect(memberStatus('close', null)).toEqual({ status: 'close', canApply: false });
    expect(memberStatus('open', 'rejected')).toEqual({ status: 'rejected', canApply: true });
    expect(memberStatus('close', 'rejected')).toEqual({ status: 'rejected', canApply: false });
    expect(memberStatus('open', 'applying')).toEqual({ status: 'applying', canApply: false });
    expect(memberStatus('close', 'issued')).toEqual({ status: 'issued', canApply: false });
    expect(memberStatus('open', 'claimed')).toEqual({ status: 'claimed', canApply: false });
  });
});
