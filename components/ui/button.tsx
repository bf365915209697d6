import type { ButtonHTMLAttributes } from 'react';

/**
 * The site's one button look, for <button>s (Button) and for links that act as buttons
 * (buttonClass). No client code: it renders in server and client components alike.
 */
// The investor pages' View links copy the primary xs look as one CSS class (filing-view in
// app/globals.css), to keep their long lists small.
const VARIANTS = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800',
  secondary: 'border border-brand-700 text-brand-700 hover:bg-brand-50',
  // The footer's sign-up, on the dark brand background.
  accent: 'bg-accent-500 text-brand-900 hover:bg-amber-400',
} as const;

const SIZES = { md: 'px-5 py-2.5', sm: 'px-4 py-2', xs: 'px-4 py-1.5 text-sm' } as const;

/** `right`: the button closes an input group (the input has the left corners). */
const CORNERS = { all: 'rounded-md', right: 'rounded-r-md' } as const;

export interface ButtonLook {
  variant?: keyof typeof VARIANTS;
  size?: keyof typeof SIZES;
  corners?: keyof typeof CORNERS;
  /** Layout only (margins, width, display); the look comes from the options above. */
  className?: string;
}

export const buttonClass = ({
  variant = 'primary',
  size = 'md',
  corners = 'all',
  className,
}: ButtonLook = {}) =>
  [
    CORNERS[corners],
    SIZES[size],
    VARIANTS[variant],
    'font-semibold disabled:cursor-not-allowed disabled:opacity-70',
    className,
  ]
    .filter(Boolean)
    .join(' ');

/**
 * A button; `busy` disables it and, with `busyLabel`, says what is happening instead of its
 * label ("Sending...").
 */
export function Button({
  variant,
  size,
  corners,
  className,
  busy = false,
  busyLabel,
  type = 'button',
  disabled,
  children,
  ...rest
}: ButtonLook & ButtonHTMLAttributes<HTMLButtonElement> & { busy?: boolean; busyLabel?: string }) {
  return (
    <button
      type={type}
      disabled={busy || disabled}
      className={buttonClass({ variant, size, corners, className })}
      {...rest}
    >
      {busy && busyLabel !== undefined ? busyLabel : children}
    </button>
  );
}
