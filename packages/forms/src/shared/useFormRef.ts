import { useCallback, useRef, type ForwardedRef } from 'react';

function assignRef<T>(ref: ForwardedRef<T>, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/** The form element for our own use (focus), also handed to the caller's ref. */
export function useFormRef(ref: ForwardedRef<HTMLFormElement>) {
  const formRef = useRef<HTMLFormElement | null>(null);
  const setRef = useCallback(
    (node: HTMLFormElement | null) => {
      formRef.current = node;
      assignRef(ref, node);
    },
    [ref],
  );
  return [formRef, setRef] as const;
}
