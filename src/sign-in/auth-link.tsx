import type { MouseEvent, ReactNode } from 'react';
import Link, { type LinkProps } from '@mui/material/Link';
import { goTo } from './auth-navigation';

/** A link to another sign-in page: a real `href`, followed without a page load. */
export function AuthLink({
  to,
  children,
  ...props
}: { to: string; children: ReactNode } & Omit<LinkProps, 'href'>) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    // Let the browser handle new tabs and windows.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0)
      return;
    event.preventDefault();
    goTo(to);
  };
  return (
    <Link href={to} onClick={follow} variant="body2" {...props}>
      {children}
    </Link>
  );
}
