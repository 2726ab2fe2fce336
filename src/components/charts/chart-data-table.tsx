import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { LtrValue } from '../fields/ltr-value';
import { visuallyHidden } from '../visually-hidden';

export interface ChartTableRow {
  key: string;
  /** The row's name (a day, an outlet), then its value for each measure, formatted. */
  cells: readonly ReactNode[];
}

/**
 * A chart's figures as a table: one row per category (a day, an outlet),
 * one column per measure, right-aligned so that digits line up. It takes the chart's place and
 * height, scrolling within it, so that switching does not move the page.
 */
export function ChartDataTable({
  caption,
  columns,
  rows,
  maxHeight,
}: {
  /** What the table holds; the card's title says it to sighted readers. */
  caption: string;
  /** The rows' name ("Day", "Outlet"), then each measure's. */
  columns: readonly string[];
  rows: readonly ChartTableRow[];
  maxHeight: number;
}) {
  return (
    <TableContainer
      // A region that scrolls must take focus, or a keyboard cannot scroll it.
      tabIndex={0}
      role="region"
      aria-label={caption}
      sx={{ maxHeight }}
    >
      <Table size="small" stickyHeader>
        <Box component="caption" sx={visuallyHidden}>
          {caption}
        </Box>
        <TableHead>
          <TableRow>
            {columns.map((column, index) => (
              <TableCell key={column} align={index === 0 ? 'left' : 'right'}>
                {column}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.key}>
              {row.cells.map((cell, index) =>
                index === 0 ? (
                  <TableCell key={index} component="th" scope="row">
                    {cell}
                  </TableCell>
                ) : (
                  <TableCell key={index} align="right">
                    <LtrValue>{cell}</LtrValue>
                  </TableCell>
                ),
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
