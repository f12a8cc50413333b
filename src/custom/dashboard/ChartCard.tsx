import TableChartIcon from '@mui/icons-material/TableChart';
import {
  Box,
  Button,
  Card,
  CardContent,
  Collapse,
  Link,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { type ReactNode, useId, useState } from 'react';
import { LinkBase, useTranslate } from 'react-admin';

/** A cell of a chart's table: its text, and the list it counts when there is one. */
export interface ChartTableCell {
  text: string;
  to?: string;
}

/** A chart's numbers as a table: its column headings and its rows, the first cell heading each. */
export interface ChartTable {
  columns: string[];
  rows: ChartTableCell[][];
}

/** A link under a chart, to the list the chart summarises. */
export interface ChartLink {
  label: string;
  to: string;
}

/** Read by screen readers, not shown: the table's name, which the section's heading shows. */
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

const cellContent = ({ text, to }: ChartTableCell) =>
  to ? (
    <Link component={LinkBase} to={to}>
      {text}
    </Link>
  ) : (
    text
  );

/**
 * One chart of the dashboard: a titled section whose chart is an image named by the title (with
 * `summary` saying what it shows), its numbers as a table behind a "Show as table" disclosure,
 * and links to the lists it summarises.
 */
export function ChartCard({
  title,
  summary,
  chart,
  table,
  links,
}: {
  title: string;
  summary: string;
  chart: ReactNode;
  table: ChartTable;
  links: ChartLink[];
}) {
  const translate = useTranslate();
  const [tableShown, setTableShown] = useState(false);
  const headingId = useId();
  const tableId = useId();
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ minWidth: 0 }}>
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        <Box role="img" aria-label={`${title}. ${summary}`} sx={{ minWidth: 0 }}>
          {chart}
        </Box>
        {/* The links keep together: wrapped, they take the next line as a group. */}
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 1,
            alignItems: 'center',
            justifyContent: 'space-between',
          }}
        >
          <Button
            size="small"
            startIcon={<TableChartIcon />}
            aria-expanded={tableShown}
            aria-controls={tableId}
            onClick={() => setTableShown((shown) => !shown)}
          >
            {translate(
              tableShown
                ? 'console.dashboard.charts.hide_table'
                : 'console.dashboard.charts.show_table',
            )}
          </Button>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}>
            {links.map((link) => (
              <Link key={link.to} component={LinkBase} to={link.to}>
                {link.label}
              </Link>
            ))}
          </Box>
        </Box>
        <Collapse in={tableShown} id={tableId}>
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small">
              <Box component="caption" sx={visuallyHidden}>
                {title}
              </Box>
              <TableHead>
                <TableRow>
                  {table.columns.map((column, index) => (
                    <TableCell key={column} align={index === 0 ? 'left' : 'right'}>
                      {column}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {table.rows.map(([heading, ...cells]) => (
                  <TableRow key={heading?.text}>
                    <TableCell component="th" scope="row">
                      {heading && cellContent(heading)}
                    </TableCell>
                    {cells.map((cell, index) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are its columns, in order
                      <TableCell key={index} align="right">
                        {cellContent(cell)}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        </Collapse>
      </CardContent>
    </Card>
  );
}
