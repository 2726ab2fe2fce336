import { create } from 'zustand';
import { applySettingsChange } from './apply-settings-change';
import type { Settings } from './default-settings';
import { defaultSettings } from './default-settings';
import { fitSettingsToScreen } from './fit-settings-to-screen';
import { persistedSettings } from './persisted-settings';
import { readStoredSettings, settingsStorageKey } from './stored-settings';

interface SettingsState {
  settings: Settings;
  /** Applies a change with the forcing rules and stores what may be stored. */
  updateSettings: (change: Partial<Settings>) => void;
  /** Called when the screen crosses the lg breakpoint. */
  fitToScreen: (isBelowLg: boolean) => void;
  /** Back to the defaults. */
  resetSettings: () => void;
}

function store(settings: Settings): void {
  try {
    localStorage.setItem(
      settingsStorageKey,
      JSON.stringify(persistedSettings(settings)),
    );
  } catch {
    // A full or blocked storage only costs the user their theme on the next load.
  }
}

/** The appearance settings, shared by the theme, the layout and the customizer. */
export const useSettings = create<SettingsState>()((set, get) => ({
  settings: readStoredSettings(),
  updateSettings: (change) => {
    const settings = applySettingsChange(get().settings, change);
    set({ settings });
    store(settings);
  },
  fitToScreen: (isBelowLg) => {
    const current = get().settings;
    const settings = fitSettingsToScreen(current, isBelowLg);
    if (settings !== current) set({ settings });
  },
  resetSettings: () => {
    set({ settings: defaultSettings });
    store(defaultSettings);
  },
}));
