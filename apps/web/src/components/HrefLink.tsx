import { useNavigate } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, MouseEvent } from 'react';

/**
 * An in-app link to a path the type-checked route tree may not know yet (another issue's page):
 * a real <a href> for new tabs and crawlers, client-side navigation on a plain click.
 */
export function HrefLink({ href, onClick, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const navigate = useNavigate();
  const click = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    void navigate({ href });
  };
  return <a href={href} onClick={click} {...rest} />;
}
