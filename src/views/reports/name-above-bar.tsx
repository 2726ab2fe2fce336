import Box from '@mui/material/Box';
import type { BarLabelProps } from '@mui/x-charts/BarChart';
import { useDrawingArea, useYAxis } from '@mui/x-charts/hooks';

/** The height of the line a name and its value take above a bar. */
export const NAME_LINE_PX = 18;

/**
 * A bar's category name and its value on one line above the bar, across
 * the whole plot: on a phone, names beside the bars took a column as wide
 * as the bars and were still cut short ("Selera Kampung…" twice). A name
 * longer than the line ends in an ellipsis before the value; the tooltip
 * and the table give it whole. HTML in the SVG, as SVG text neither
 * shortens nor lines up with a value at the line's end.
 */
export function NameAboveBar({ dataIndex, y, children }: BarLabelProps) {
  const { left, width } = useDrawingArea();
  // The band axis is the y axis of bars across; its data are the names.
  const names: unknown = useYAxis().data;
  const name = Array.isArray(names) ? String(names[dataIndex]) : '';
  return (
    <foreignObject
      x={left}
      y={y - NAME_LINE_PX - 2}
      width={width}
      height={NAME_LINE_PX}
      pointerEvents="none"
    >
      <Box
        sx={{
          display: 'flex',
          gap: 2,
          typography: 'caption',
          lineHeight: `${NAME_LINE_PX}px`,
          color: 'text.primary',
          // The bars grow from the left in either direction: so does the line.
          direction: 'ltr',
        }}
      >
        <Box
          component="span"
          sx={{
            flex: 1,
            minWidth: 0,
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
            unicodeBidi: 'plaintext',
          }}
        >
          {name}
        </Box>
        <Box component="span" sx={{ flexShrink: 0, fontWeight: 600 }}>
          {children}
        </Box>
      </Box>
    </foreignObject>
  );
}
