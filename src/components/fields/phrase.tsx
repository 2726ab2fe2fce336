import type { ReactNode } from 'react';

/**
 * A sentence of the interface that carries figures ("400 records", "1–25
 * of 400", "All (400)", "Order ORD0000400"): isolated, and laid out in the
 * direction of its own words (`<bdi>` takes it from the first letter
 * outside the figures' own isolates). The console's words are English, so
 * in a right-to-left page such a sentence still reads "400 records" and
 * not "records 400", while it sits where the page's direction puts it; a
 * translation into a right-to-left language would read right to left.
 */
export function Phrase({ children }: { children: ReactNode }) {
  return <bdi>{children}</bdi>;
}
