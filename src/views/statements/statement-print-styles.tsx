import GlobalStyles from '@mui/material/GlobalStyles';

/** The element that prints: the statement document. */
export const printedClass = 'statement-printed';

/**
 * While a statement is on screen, printing shows it alone on A4: every
 * element that is neither the page's content (`main`), one of its
 * ancestors nor inside it is left out (sidebar, app bar, footer, skip link,
 * progress bar, scroll-to-top), and so is anything inside marked
 * `displayPrint: 'none'` (the buttons). The document prints black on white
 * whatever the theme, its table's header repeats on every page, and rows
 * never split across pages.
 */
export function StatementPrintStyles() {
  return (
    <GlobalStyles
      styles={{
        '@page': { size: 'A4', margin: '14mm 12mm' },
        '@media print': {
          'body *:not(:has(#main-content)):not(#main-content):not(#main-content *)':
            { display: 'none !important' },
          'html, body, #root, #root *:has(#main-content)': {
            background: '#fff !important',
            minHeight: '0 !important',
            height: 'auto !important',
            overflow: 'visible !important',
          },
          '#main-content': {
            padding: '0 !important',
            maxWidth: 'none !important',
          },
          [`.${printedClass}`]: {
            boxShadow: 'none !important',
            border: 'none !important',
            background: '#fff !important',
          },
          [`.${printedClass}, .${printedClass} *`]: {
            color: '#000 !important',
            borderColor: '#bbb !important',
          },
          [`.${printedClass} .MuiCardContent-root`]: {
            padding: '0 !important',
          },
          [`.${printedClass} a`]: { textDecoration: 'none' },
        },
      }}
    />
  );
}
