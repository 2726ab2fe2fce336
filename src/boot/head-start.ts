/**
 * The console's first script (index.html loads it on its own, ahead of the
 * console's code; scripts/vite/head-start-script.ts): on a generic list
 * page of a stored session it sends the page's list request at once, so
 * the answer is on its way while the console's code downloads and starts,
 * instead of after. Small on purpose: nothing here may pull in the
 * console's libraries.
 */
import { sendHeadStart } from './send-head-start';

sendHeadStart(`${window.location.pathname}${window.location.search}`);
