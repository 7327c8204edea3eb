import { forwardRef, useEffect, useRef, useState, type ComponentPropsWithoutRef } from 'react';
import { Icon } from '../Icon';
import { IconButton } from '../IconButton';
import { CopyButtonRoot, CopyButtonStatus } from './CopyButton.styles';

export interface CopyButtonProps extends Omit<
  ComponentPropsWithoutRef<'span'>,
  'children' | 'onCopy' | 'onError'
> {
  /** The text put on the clipboard, e.g. the player's user id. */
  text: string;
  /** The button's accessible name and tooltip, e.g. "Copiar ID de usuario". */
  label: string;
  /** The confirmation shown and announced after copying, e.g. "Copiado". */
  copiedLabel: string;
  /** How long the confirmation stays, in milliseconds. @default 2000 */
  duration?: number;
  /** Called after the text was copied. @default undefined */
  onCopy?: (text: string) => void;
  /** Called when neither the Clipboard API nor the fallback could copy. @default undefined */
  onCopyError?: (error: unknown) => void;
  /** @default 'sm' */
  size?: 'sm' | 'md';
}

/**
 * Copies text: the asynchronous Clipboard API when the page may use it, else
 * a hidden text area and `document.execCommand('copy')` (older browsers,
 * pages not served over HTTPS). Focus goes back where it was.
 */
export async function copyText(text: string): Promise<void> {
  if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch {
      // Permission refused or no user activation: try the fallback.
    }
  }
  const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.setAttribute('aria-hidden', 'true');
  area.style.position = 'fixed';
  area.style.insetBlockStart = '0';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  let copied = false;
  try {
    copied = document.execCommand('copy');
  } finally {
    area.remove();
    previous?.focus();
  }
  if (!copied) throw new Error('The text could not be copied');
}

/**
 * An icon button that copies `text` (the user id in the header, spec 2.4) and
 * confirms it for about two seconds; the confirmation is announced politely.
 */
export const CopyButton = forwardRef<HTMLSpanElement, CopyButtonProps>(function CopyButton(
  { text, label, copiedLabel, duration = 2000, onCopy, onCopyError, size = 'sm', ...rest },
  ref,
) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    try {
      await copyText(text);
    } catch (error) {
      onCopyError?.(error);
      return;
    }
    onCopy?.(text);
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), duration);
  };

  return (
    <CopyButtonRoot ref={ref} data-state={copied ? 'copied' : 'idle'} {...rest}>
      <IconButton
        label={label}
        icon={<Icon name={copied ? 'check' : 'copy'} />}
        size={size}
        onClick={() => void copy()}
      />
      {/* Always in the page, so that a change of its text is announced. */}
      <CopyButtonStatus role="status">{copied ? copiedLabel : ''}</CopyButtonStatus>
    </CopyButtonRoot>
  );
});
CopyButton.displayName = 'CopyButton';
