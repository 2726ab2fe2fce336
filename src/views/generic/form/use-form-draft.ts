import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import type { UseFormReset, UseFormWatch } from 'react-hook-form';
import { useAppStore } from '../../../state/app-store';
import {
  clearDraft,
  draftKey,
  readDraft,
  writeDraft,
} from '../../../session/form-draft';
import type { FormValues } from '../../../components/fields/form-values';

interface UseFormDraftOptions {
  watch: UseFormWatch<FormValues>;
  reset: UseFormReset<FormValues>;
  /** False until the form holds its record (edit), so a restore is not overwritten by it. */
  isReady: boolean;
}

/**
 * Keeps every change the user makes in the route's draft (form-draft.ts)
 * and offers a draft found on arrival: after a re-login to the `returnUrl`,
 * a reload, or a maintenance window. Typing dismisses the offer; the draft
 * is dropped on a successful save or when the user discards it.
 */
export function useFormDraft({ watch, reset, isReady }: UseFormDraftOptions) {
  const { pathname } = useLocation();
  const userId = useAppStore((s) => s.session.user?.id);
  const key = userId === undefined ? null : draftKey(userId, pathname);
  // The draft as it was on arrival; later writes are the user's own typing.
  const found = useMemo(() => (key ? readDraft(key) : null), [key]);
  const [isSettled, setIsSettled] = useState(false);

  useEffect(() => {
    if (!key) return;
    const subscription = watch((values, { type }) => {
      if (type !== 'change') return;
      writeDraft(key, values);
      setIsSettled(true);
    });
    return () => subscription.unsubscribe();
  }, [watch, key]);

  return {
    offer: isReady && !isSettled ? found : null,
    restore: () => {
      if (found) reset(found.values, { keepDefaultValues: true });
      setIsSettled(true);
    },
    discard: () => {
      if (key) clearDraft(key);
      setIsSettled(true);
    },
    clear: () => {
      if (key) clearDraft(key);
    },
  };
}
