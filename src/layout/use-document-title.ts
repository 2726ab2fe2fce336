import { useEffect } from 'react';
import { env } from '../config/env';
import { documentTitle } from './document-title';

/**
 * Sets the tab title for a page that is not a registry resource (those get
 * theirs from the DocumentTitleHandler in app.tsx). Runs after that handler,
 * so the page's own title wins.
 */
export function useDocumentTitle(pageTitle?: string | null): void {
  useEffect(() => {
    document.title = documentTitle(env.productName, pageTitle);
  }, [pageTitle]);
}
