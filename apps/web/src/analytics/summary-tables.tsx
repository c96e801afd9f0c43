import type { SummaryTable, WidgetSummary } from './widget-summary.ts';

/** Rows and cells keyed by their place: the tables are read-only and never reordered. */
function keyed(table: SummaryTable) {
  return table.rows.map((row, rowIndex) => ({
    key: `row-${rowIndex}`,
    cells: row.map((text, cellIndex) => ({ key: `cell-${cellIndex}`, text, isHeader: cellIndex === 0 })),
  }));
}

/** A widget's numbers as tables, visually hidden: the text alternative of its chart or map (WCAG 1.1.1). */
export function SummaryTables({ summary, withText = false }: { summary: WidgetSummary; withText?: boolean }) {
  return (
    <div className="visually-hidden">
      {withText ? <p>{summary.text}</p> : null}
      {summary.tables.map((table) => (
        <table key={table.caption}>
          <caption>{table.caption}</caption>
          <thead>
            <tr>
              {table.columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {keyed(table).map((row) => (
              <tr key={row.key}>
                {row.cells.map((cell) =>
                  cell.isHeader ? (
                    <th key={cell.key} scope="row">
                      {cell.text}
                    </th>
                  ) : (
                    <td key={cell.key}>{cell.text}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </div>
  );
}
