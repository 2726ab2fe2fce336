import Link from '@mui/material/Link';
import type { MouseEvent } from 'react';

/**
 * "Skip to content": the shell's first stop for the Tab key, hidden until
 * focused. It moves focus itself rather than following `#main`, which the
 * router would treat as navigation.
 */
export function SkipLink({ targetId }: { targetId: string }) {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    document.getElementById(targetId)?.focus();
  };
  return (
    <Link
      href={`#${targetId}`}
      onClick={skip}
      sx={(theme) => ({
        position: 'fixed',
        display: 'inline-block',
        top: 8,
        insetInlineStart: 8,
        zIndex: theme.zIndex.tooltip + 1,
        px: 4,
        py: 2,
        borderRadius: 1,
        bgcolor: 'background.paper',
        boxShadow: theme.shadows[6],
        fontWeight: 500,
        transform: 'translateY(-200%)',
        '&:focus-visible, &:focus': { transform: 'none' },
      })}
    >
      Skip to content
    </Link>
  );
}
