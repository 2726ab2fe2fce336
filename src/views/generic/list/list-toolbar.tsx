import { useState } from 'react';
import {
  ColumnsPanelTrigger,
  Toolbar,
  ToolbarButton,
  type GridDensity,
} from '@mui/x-data-grid';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import ViewColumn from '@mui/icons-material/ViewColumn';
import DensityMedium from '@mui/icons-material/DensityMedium';

const densities: { value: GridDensity; label: string }[] = [
  { value: 'compact', label: 'Compact' },
  { value: 'standard', label: 'Standard' },
  { value: 'comfortable', label: 'Comfortable' },
];

declare module '@mui/x-data-grid' {
  interface ToolbarPropsOverrides {
    density: GridDensity;
    onDensityChange: (density: GridDensity) => void;
  }
}

/** The grid's toolbar: the columns panel and a density menu (density is controlled by the page). */
export function ListToolbar({
  density,
  onDensityChange,
}: {
  density: GridDensity;
  onDensityChange: (density: GridDensity) => void;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <Toolbar>
      <Tooltip title="Columns">
        <ColumnsPanelTrigger render={<ToolbarButton aria-label="Columns" />}>
          <ViewColumn fontSize="small" />
        </ColumnsPanelTrigger>
      </Tooltip>
      <Tooltip title="Density">
        <ToolbarButton
          aria-label="Density"
          onClick={(e) => setAnchor(e.currentTarget)}
        >
          <DensityMedium fontSize="small" />
        </ToolbarButton>
      </Tooltip>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
      >
        {densities.map((d) => (
          <MenuItem
            key={d.value}
            selected={d.value === density}
            onClick={() => {
              onDensityChange(d.value);
              setAnchor(null);
            }}
          >
            {d.label}
          </MenuItem>
        ))}
      </Menu>
    </Toolbar>
  );
}
