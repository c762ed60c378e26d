import type { ReactNode } from 'react';

interface FieldProps {
  label: string;
  /** The id of the control the label names. */
  htmlFor: string;
  hint?: string;
  error?: string;
  children: ReactNode;
}

/** A labelled form row of the group screens: label, control, then the hint or the error. */
export function Field({ label, htmlFor, hint, error, children }: FieldProps) {
  return (
    <div className="rl-group-field">
      <label htmlFor={htmlFor}>{label}</label>
      {children}
      {error ? (
        <span className="rl-group-field__error" role="alert">
          {error}
        </span>
      ) : (
        hint && <span className="rl-group-field__hint">{hint}</span>
      )}
    </div>
  );
}
