import {
  forwardRef,
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
  type MouseEvent,
  type Ref,
} from 'react';
import { Icon } from '../Icon';
import { TextInput, type TextInputProps } from '../TextInput';
import { PasswordToggle } from './PasswordInput.styles';

export interface PasswordInputProps extends Omit<TextInputProps, 'type' | 'endAdornment'> {
  /**
   * Accessible name of the toggle, e.g. "Mostrar contraseña". It stays the
   * same in both states (a toggle says its state with `aria-pressed`, not by
   * changing its name).
   */
  showLabel: string;
  /** Tooltip of the toggle while the password is shown, e.g. "Ocultar contraseña". */
  hideLabel: string;
  /** Show the password as text at first. @default false */
  defaultVisible?: boolean;
  /** Called with the new visibility when the toggle is used. @default undefined */
  onVisibleChange?: (visible: boolean) => void;
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/**
 * A password input with a show/hide toggle at its end (the left in
 * right-to-left text). The toggle does not take the focus from the input on a
 * mouse click, and the value, caret and selection survive the switch between
 * `type="password"` and `type="text"`.
 */
export const PasswordInput = forwardRef<HTMLInputElement, PasswordInputProps>(
  function PasswordInput(
    { showLabel, hideLabel, defaultVisible = false, onVisibleChange, disabled, ...rest },
    ref,
  ) {
    const [visible, setVisible] = useState(defaultVisible);
    const inputRef = useRef<HTMLInputElement | null>(null);
    const selection = useRef<[number | null, number | null] | null>(null);

    const setRefs = useCallback(
      (node: HTMLInputElement | null) => {
        inputRef.current = node;
        assignRef(ref, node);
      },
      [ref],
    );

    // Changing `type` may reset the selection: put it back where it was.
    useLayoutEffect(() => {
      const input = inputRef.current;
      const saved = selection.current;
      selection.current = null;
      if (!input || !saved) return;
      const [start, end] = saved;
      if (start !== null && end !== null) input.setSelectionRange(start, end);
    }, [visible]);

    const toggle = () => {
      const input = inputRef.current;
      selection.current = input ? [input.selectionStart, input.selectionEnd] : null;
      setVisible(!visible);
      onVisibleChange?.(!visible);
    };

    // A mouse click on the toggle leaves the focus (and caret) in the input.
    const keepFocus = (event: MouseEvent) => {
      if (document.activeElement === inputRef.current) event.preventDefault();
    };

    return (
      <TextInput
        ref={setRefs}
        type={visible ? 'text' : 'password'}
        disabled={disabled}
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        {...rest}
        endAdornment={
          <PasswordToggle
            label={showLabel}
            title={visible ? hideLabel : showLabel}
            icon={<Icon name={visible ? 'eyeOff' : 'eye'} />}
            size="sm"
            aria-pressed={visible}
            disabled={disabled}
            onMouseDown={keepFocus}
            onClick={toggle}
          />
        }
      />
    );
  },
);
PasswordInput.displayName = 'PasswordInput';
