import type { CSSProperties, ReactNode } from 'react';

interface LtrValueProps {
  children: ReactNode;
  style?: CSSProperties;
}

/**
 * A number, date, amount, code or id set in text: isolated from the words
 * around it and always laid out left to right. In a right-to-left page the
 * Unicode bidi algorithm otherwise moves digits, signs and currency codes by
 * their neighbours ("1–25 of 400" shows as "of 400 25–1", "25 Nov 2026" as
 * "Nov 2026 25"). The sentence around it keeps the page's direction.
 */
export function LtrValue({ children, style }: LtrValueProps) {
  return (
    <bdi dir="ltr" style={style}>
      {children}
    </bdi>
  );
}
