import { lazy, Suspense, useEffect, useState } from 'react';
import {
  helpShortcut,
  paletteShortcut,
} from '../../components/keyboard/app-shortcuts';
import { useKeyShortcut } from '../../components/keyboard/use-key-shortcut';
import { whenIdle } from '../../components/when-idle';

// The palette's code (search, record actions, the shortcuts list) stays out
// of every first page's bundle: it loads once the page is idle, so that a
// Ctrl+K typed straight after finds it ready and loses no keystroke.
const loadSurfaces = () => import('./palette-surfaces');
const PaletteSurfaces = lazy(loadSurfaces);

/**
 * The command palette and the keyboard shortcuts dialog, for the whole
 * signed-in console: Ctrl+K (⌘K on a Mac) opens the palette from anywhere,
 * `?` the shortcuts, by the console's one rule for shortcuts
 * (`isShortcut`).
 */
export function CommandPalette({
  isOpen,
  onOpenChange,
}: {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}) {
  const [isHelpOpen, setHelpOpen] = useState(false);
  const [isLoaded, setLoaded] = useState(false);
  useKeyShortcut(paletteShortcut, () => onOpenChange(true));
  useKeyShortcut(helpShortcut, () => setHelpOpen(true));
  useEffect(() => whenIdle(() => void loadSurfaces().catch(() => {})), []);
  // Once loaded it stays mounted, so closing animates and reopening is instant.
  if ((isOpen || isHelpOpen) && !isLoaded) setLoaded(true);
  if (!isLoaded) return null;
  return (
    <Suspense fallback={null}>
      <PaletteSurfaces
        isOpen={isOpen}
        onOpenChange={onOpenChange}
        isHelpOpen={isHelpOpen}
        onHelpClose={() => setHelpOpen(false)}
      />
    </Suspense>
  );
}
