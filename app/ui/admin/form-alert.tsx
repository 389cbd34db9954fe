/**
 * A back-office form's refusal or failure: one red box, announced to screen readers
 * (role="alert"). Every dialog and screen shows its message through this, so the look of an
 * error is written once.
 */
import type { ComponentProps } from 'react';

const ALERT_CLASS = 'rounded-xl border border-red-900 bg-red-950/60 px-3 py-2 text-sm text-red-100';

export function FormAlert({ className, children, ...rest }: ComponentProps<'p'>) {
  return (
    <p role="alert" className={className ? `${ALERT_CLASS} ${className}` : ALERT_CLASS} {...rest}>
      {children}
    </p>
  );
}
