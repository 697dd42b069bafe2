import type { AnchorHTMLAttributes, ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router';
import { type ButtonStyleProps, buttonClasses } from './button-styles';

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & ButtonStyleProps;

/** An action on this page. Navigation uses ButtonLink or ButtonAnchor, which stay links. */
export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClasses({ variant, size, className })} {...props} />;
}

/** An internal link (client-side navigation) that looks like a button. */
export function ButtonLink({ variant, size, className, ...props }: LinkProps & ButtonStyleProps) {
  return <Link className={buttonClasses({ variant, size, className })} {...props} />;
}

/** A plain anchor (external site, `tel:`) that looks like a button. */
export function ButtonAnchor({
  variant,
  size,
  className,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & ButtonStyleProps) {
  return <a className={buttonClasses({ variant, size, className })} {...props} />;
}
