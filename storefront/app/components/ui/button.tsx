import { Link, type LinkProps } from '@remix-run/react';
import type { ButtonHTMLAttributes } from 'react';
import { cn } from './cn';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'light' | 'danger';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-teal-700 text-white hover:bg-teal-800',
  secondary: 'border border-teal-700 bg-white text-teal-800 hover:bg-teal-50',
  ghost: 'text-teal-800 hover:bg-teal-50',
  light: 'bg-white text-teal-900 hover:bg-teal-50',
  /** What cannot be undone: deleting an account. */
  danger: 'bg-red-700 text-white hover:bg-red-800',
};

export function buttonClasses(variant: ButtonVariant = 'primary', className?: string): string {
  return cn(
    'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-500',
    'disabled:cursor-not-allowed disabled:opacity-60',
    VARIANTS[variant],
    className,
  );
}

export function ButtonLink({ variant, className, ...props }: LinkProps & { variant?: ButtonVariant }) {
  return <Link className={buttonClasses(variant, className)} {...props} />;
}

export function Button({
  variant,
  className,
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant }) {
  return <button type={type} className={buttonClasses(variant, className)} {...props} />;
}
