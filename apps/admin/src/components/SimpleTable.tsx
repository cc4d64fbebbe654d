// A small read-only table for the rows a record carries (a booking's payments, a user's
// sessions), with a sentence instead of an empty table.
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export interface SimpleColumn<T> {
  header: string;
  render: (row: T) => ReactNode;
  align?: 'left' | 'right';
}

export function SimpleTable<T>({
  label,
  rows,
  columns,
  empty,
  rowKey,
}: {
  /** The table's accessible name. */
  label: string;
  rows: T[] | undefined;
  columns: SimpleColumn<T>[];
  empty: string;
  rowKey: (row: T, index: number) => string | number;
}) {
  if (!rows || rows.length === 0) {
    return <Typography color="text.secondary">{empty}</Typography>;
  }
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c.header} align={c.align}>
                {c.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, i) => (
            <TableRow key={rowKey(row, i)}>
              {columns.map((c) => (
                <TableCell key={c.header} align={c.align}>
                  {c.render(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
