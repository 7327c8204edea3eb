// The member domain's reads, which the shell paints with. Its writes (register, passwords) are in
// memberWrites.ts, loaded with the pop-ups that make them.
import { calls } from './callTable';
import { once, useCall } from './useCall';

export const useMemberInfo = () =>
  useCall(calls.memberInfo, undefined, { revalidateOnFocus: false });
export const useMemberIcon = () => useCall(calls.memberIcon, undefined, once);
