import { appShortcutSections } from '../../components/keyboard/app-shortcuts';
import { ShortcutsDialog as KeyboardShortcutsDialog } from '../../components/keyboard/shortcuts-dialog';
import { deskShortcutSection } from './desk-shortcuts';

const sections = [deskShortcutSection, ...appShortcutSections];

/**
 * The `?` dialog on the desk: the desk's shortcuts first, then the
 * console's. The desk's `?` claims the key, so the console's own dialog,
 * which lists the same, does not open over it.
 */
export function ShortcutsDialog({
  open,
  onClose,
}: {
  open: boolean;
  onClose: () => void;
}) {
  return (
    <KeyboardShortcutsDialog
      open={open}
      onClose={onClose}
      sections={sections}
    />
  );
}
