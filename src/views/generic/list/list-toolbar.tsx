import { useState, type ReactNode } from 'react';
import {
  ColumnsPanelTrigger,
  Toolbar,
  ToolbarButton,
  type GridDensity,
} from '@mui/x-data-grid';
import Box from '@mui/material/Box';
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
    filterBar?: ReactNode;
  }
}

/**
 * The grid's toolbar: the page's search and filter bar, then the columns
 * panel and a density menu (density is controlled by the page). One row
 * holds both so the filters do not cost the grid a row of its own.
 */
export function ListToolbar({
  density,
  onDensityChange,
  filterBar,
}: {
  density: GridDensity;
  onDensityChange: (density: GridDensity) => void;
  filterBar?: ReactNode;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <Toolbar
      style={{
        flex: '0 0 auto',
        alignItems: 'flex-start',
        gap: 8,
        // A compact grid asks for rows, so its toolbar gives back height too.
        padding: density === 'compact' ? '8px 16px' : 16,
      }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>{filterBar}</Box>
      <Box sx={{ display: 'flex', gap: 1, py: 1 }}>
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
      </Box>
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
