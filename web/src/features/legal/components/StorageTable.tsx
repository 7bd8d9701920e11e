import styles from './StorageTable.module.css';

/** One item the platform keeps in the visitor's browser. */
export interface StorageItem {
  name: string;
  kind: string;
  purpose: string;
  duration: string;
}

const COLUMNS = ['Nombre', 'Tipo', 'Finalidad', 'Duración'] as const;

/**
 * The cookie policy's table of what is stored in the browser. On narrow screens each row
 * becomes a card with labelled cells; the explicit roles keep it a table for screen
 * readers once CSS changes its display.
 */
export function StorageTable({ caption, items }: { caption: string; items: readonly StorageItem[] }) {
  return (
    <table className={styles.table} role="table">
      <caption className={styles.caption}>{caption}</caption>
      <thead className={styles.head} role="rowgroup">
        <tr role="row">
          {COLUMNS.map((column) => (
            <th key={column} scope="col" role="columnheader">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup">
        {items.map((item) => (
          <tr key={item.name} className={styles.row} role="row">
            <th scope="row" role="rowheader">
              <code>{item.name}</code>
            </th>
            <td role="cell" data-label={COLUMNS[1]}>
              {item.kind}
            </td>
            <td role="cell" data-label={COLUMNS[2]}>
              {item.purpose}
            </td>
            <td role="cell" data-label={COLUMNS[3]}>
              {item.duration}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
