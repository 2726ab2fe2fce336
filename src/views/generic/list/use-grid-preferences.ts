import { useCallback, useState } from 'react';
import type { GridColumnVisibilityModel, GridDensity } from '@mui/x-data-grid';

/** What a user chose for one resource's grid, kept in localStorage `grid:<resourceKey>`. */
export interface GridPreferences {
  columnVisibilityModel: GridColumnVisibilityModel;
  density: GridDensity;
  widths: Record<string, number>;
  order: string[];
}

const defaults: GridPreferences = {
  columnVisibilityModel: {},
  density: 'standard',
  widths: {},
  order: [],
};

/** The preferences stored for a resource's grid, or the defaults. */
export function readGridPreferences(resourceKey: string): GridPreferences {
  const key = `grid:${resourceKey}`;
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return defaults;
    const parsed = JSON.parse(raw) as Partial<GridPreferences>;
    return { ...defaults, ...parsed };
  } catch {
    // A corrupt entry is replaced on the next change rather than breaking the list.
    return defaults;
  }
}

/** Column visibility, order, widths and density, remembered per resource. */
export function useGridPreferences(resourceKey: string) {
  const key = `grid:${resourceKey}`;
  const [prefs, setPrefs] = useState<GridPreferences>(() =>
    readGridPreferences(resourceKey),
  );
  const update = useCallback(
    (patch: Partial<GridPreferences>) =>
      setPrefs((prev) => {
        const next = { ...prev, ...patch };
        localStorage.setItem(key, JSON.stringify(next));
        return next;
      }),
    [key],
  );
  return { prefs, update };
}
