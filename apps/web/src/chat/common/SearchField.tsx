import type { InputHTMLAttributes, ReactNode } from 'react';
import './search-box.css';

interface SearchFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'> {
  placeholder: string;
  /** Inside the field after the input (the clear button). */
  children?: ReactNode;
}

/** The search input with its icon, named by its placeholder: the panel's entry and the search box. */
export function SearchField({ placeholder, children, ...input }: SearchFieldProps) {
  return (
    <div className="rl-search-field">
      <span className="rl-search-icon" aria-hidden="true">
        ⌕
      </span>
      <input
        type="search"
        className="rl-search-input"
        placeholder={placeholder}
        aria-label={placeholder}
        {...input}
      />
      {children}
    </div>
  );
}
