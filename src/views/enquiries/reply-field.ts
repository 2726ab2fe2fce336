/** The reply box's element id: the skip link, the `r` shortcut and the pane's header reach it by it. */
export const replyFieldId = 'enquiry-reply';

/** Puts the caret in the reply box; false when the open enquiry has none (it is closed). */
export function focusReplyField(): boolean {
  const field = document.getElementById(replyFieldId);
  field?.focus();
  return field !== null;
}
