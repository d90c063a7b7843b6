import type { ChangeEvent, ReactNode, Ref } from 'react';
import { useId } from 'react';

/** The image types every upload takes (the server checks the bytes again). */
export const ACCEPTED_IMAGE_TYPES = 'image/png,image/jpeg,image/webp';

/**
 * A real file input for one file, styled as a button through its label: keyboard and screen readers get the
 * native control, and the button speaks Portuguese whatever the browser's language (a bare input says
 * "Choose File" in an English browser). The input is cleared after each choice, so choosing the same file
 * again (after removing it) still fires.
 */
export function FileButton({
  id,
  accept,
  inputRef,
  describedBy,
  disabled,
  onFile,
  children,
}: {
  /** The input's id, when a field's label names it too. */
  id?: string;
  /** The types the picker offers (the server checks the bytes again). */
  accept: string;
  inputRef?: Ref<HTMLInputElement>;
  describedBy?: string;
  disabled?: boolean;
  onFile: (file: File) => void;
  children: ReactNode;
}) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) onFile(file);
  };
  return (
    <>
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        accept={accept}
        aria-describedby={describedBy}
        className="peer sr-only"
        onChange={handleChange}
        disabled={disabled}
      />
      <label
        htmlFor={inputId}
        className="inline-flex h-10 cursor-pointer items-center gap-2 rounded-lg border border-input bg-card px-4 text-sm font-medium shadow-xs transition-colors hover:border-primary/40 hover:bg-accent peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring peer-disabled:pointer-events-none peer-disabled:opacity-50"
      >
        {children}
      </label>
    </>
  );
}
