import { useRef } from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';

interface FilePickerButtonProps extends Omit<
  ButtonProps,
  'onClick' | 'component' | 'href'
> {
  /** The file input's name, for assistive technology and tests ("CSV file"). */
  inputLabel: string;
  accept: string;
  multiple?: boolean;
  onFiles: (files: File[]) => void;
}

/**
 * A button that opens the browser's file picker, by click, Enter or Space.
 * It is a real button that clicks a hidden file input. MUI's upload recipe,
 * a `<label>` drawn as a button around the input, takes the focus but
 * neither key reaches the input, and axe counts the input as a control
 * nested in another.
 */
export function FilePickerButton({
  inputLabel,
  accept,
  multiple,
  onFiles,
  children,
  ...button
}: FilePickerButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button {...button} onClick={() => input.current?.click()}>
        {children}
      </Button>
      <input
        ref={input}
        hidden
        type="file"
        accept={accept}
        multiple={multiple}
        aria-label={inputLabel}
        onChange={(event) => {
          const picked = Array.from(event.currentTarget.files ?? []);
          // Cleared, so that picking the same file again is a change too.
          event.currentTarget.value = '';
          onFiles(picked);
        }}
      />
    </>
  );
}
