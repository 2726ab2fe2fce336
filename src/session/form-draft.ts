/**
 * Drafts of forms the user has not saved, kept in this tab's sessionStorage
 * so that nothing typed is lost: when the session dies, maintenance starts
 * or the page reloads, what was typed is offered again on the same route.
 * Keyed by user too, so a different person signing in to this tab never sees them.
 */

const PREFIX = 'formDraft:';

export interface FormDraft {
  /** ISO instant of the last change. */
  savedAt: string;
  values: Record<string, unknown>;
}

export function draftKey(userId: string | number, path: string): string {
  return `${PREFIX}${String(userId)}:${path}`;
}

function isDraft(value: unknown): value is FormDraft {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<FormDraft>;
  return (
    typeof candidate.savedAt === 'string' &&
    typeof candidate.values === 'object' &&
    candidate.values !== null &&
    !Array.isArray(candidate.values)
  );
}

export function readDraft(key: string): FormDraft | null {
  try {
    const raw = sessionStorage.getItem(key);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isDraft(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function writeDraft(
  key: string,
  values: Record<string, unknown>,
  now: Date = new Date(),
): void {
  const draft: FormDraft = { savedAt: now.toISOString(), values };
  try {
    sessionStorage.setItem(key, JSON.stringify(draft));
  } catch {
    // A full or refused storage only loses the safety net, never the form.
  }
}

export function clearDraft(key: string): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // Nothing stored, nothing to clear.
  }
}

/** A deliberate sign-out leaves no typed data behind in the tab. */
export function clearAllDrafts(): void {
  try {
    const keys = Array.from({ length: sessionStorage.length }, (_, i) =>
      sessionStorage.key(i),
    );
    for (const key of keys) {
      if (key?.startsWith(PREFIX)) sessionStorage.removeItem(key);
    }
  } catch {
    // Storage unavailable: there are no drafts either.
  }
}
