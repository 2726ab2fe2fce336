import SearchOutlined from '@mui/icons-material/SearchOutlined';
import Box from '@mui/material/Box';
import type { RefObject } from 'react';
import { filterPagesShortcut } from '../components/keyboard/app-shortcuts';
import { useKeyShortcut } from '../components/keyboard/use-key-shortcut';
import { visuallyHidden } from '../components/visually-hidden';

interface NavFilterBoxProps {
  inputRef: RefObject<HTMLInputElement | null>;
  query: string;
  onQueryChange: (query: string) => void;
  /** How many pages the query leaves; null while nothing is typed. */
  count: number | null;
  /** Icons only: the box is a search icon until it takes the focus. */
  isCompact: boolean;
  onFocusChange: (isFocused: boolean) => void;
  /**
   * Called instead of focusing on `/` when the box cannot take the focus
   * yet (in the closed phone drawer): opening it focuses the box.
   */
  onRequestFocus?: () => void;
}

/**
 * The sidebar's filter box, a labelled search field that `/` focuses from
 * anywhere but a field, with its result count announced as it changes.
 */
export function NavFilterBox({
  inputRef,
  query,
  onQueryChange,
  count,
  isCompact,
  onFocusChange,
  onRequestFocus,
}: NavFilterBoxProps) {
  // Handled, so the `/` is not typed into the box it focuses.
  useKeyShortcut(filterPagesShortcut, () => {
    if (onRequestFocus) onRequestFocus();
    else inputRef.current?.focus();
  });

  return (
    <Box sx={{ mx: 3.5, mb: 2 }}>
      {/* The icon and hint centre on the field alone, not on the "No pages match" line below it. */}
      <Box sx={{ position: 'relative' }}>
        <SearchOutlined
          aria-hidden
          fontSize="small"
          sx={{
            position: 'absolute',
            top: '50%',
            insetInlineStart: 11,
            transform: 'translateY(-50%)',
            color: 'text.secondary',
            pointerEvents: 'none',
          }}
        />
        <Box
          component="input"
          ref={inputRef}
          type="search"
          aria-label="Filter pages"
          aria-keyshortcuts="/"
          placeholder={isCompact ? undefined : 'Filter pages'}
          autoComplete="off"
          spellCheck={false}
          value={query}
          onChange={(event) => onQueryChange(event.target.value)}
          onFocus={() => onFocusChange(true)}
          onBlur={() => onFocusChange(false)}
          sx={{
            display: 'block',
            width: '100%',
            height: 38,
            boxSizing: 'border-box',
            m: 0,
            paddingInlineStart: '36px',
            paddingInlineEnd: '12px',
            border: 1,
            borderColor: 'divider',
            borderRadius: '6px',
            bgcolor: 'transparent',
            color: 'text.primary',
            font: 'inherit',
            fontSize: '0.9375rem',
            cursor: isCompact ? 'pointer' : 'text',
            '&::placeholder': { color: 'text.secondary', opacity: 1 },
          }}
        />
        {!isCompact && query === '' && (
          // The shortcut's hint; the field names it to assistive technology.
          <Box
            component="kbd"
            aria-hidden
            sx={{
              position: 'absolute',
              top: '50%',
              insetInlineEnd: 10,
              transform: 'translateY(-50%)',
              px: 1.5,
              border: 1,
              borderColor: 'divider',
              borderRadius: '4px',
              color: 'text.secondary',
              font: 'inherit',
              fontSize: '0.75rem',
              lineHeight: 1.5,
              pointerEvents: 'none',
            }}
          >
            /
          </Box>
        )}
      </Box>
      <Box
        role="status"
        sx={
          count === 0
            ? { px: 3, pt: 3, color: 'text.secondary', fontSize: '0.9375rem' }
            : visuallyHidden
        }
      >
        {count === null
          ? ''
          : count === 0
            ? 'No pages match'
            : `${count} ${count === 1 ? 'page matches' : 'pages match'}`}
      </Box>
    </Box>
  );
}
