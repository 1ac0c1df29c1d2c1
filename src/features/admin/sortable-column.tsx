import type { ColumnRenderProps, SortDirection } from 'react-aria-components';

/**
 * A sortable column's heading: its words, then an arrow for the direction. React Aria says
 * the direction itself (aria-sort), so the arrow is hidden from screen readers.
 */
export function sortableHeading(label: string) {
  // A render function: React Aria gives the column's current sort direction.
  function SortableHeading({ sortDirection }: ColumnRenderProps) {
    return (
      <span className="sortable-heading">
        {label}
        <span aria-hidden="true" className="sort-arrow">
          {sortDirection === 'ascending' ? ' ▲' : sortDirection === 'descending' ? ' ▼' : ' ↕'}
        </span>
      </span>
    );
  }
  return SortableHeading;
}

/** Orders rows by a text key in a direction, with the language-neutral collator. */
export function compareBy<T>(key: (row: T) => string, direction: SortDirection = 'ascending') {
  const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });
  const sign = direction === 'ascending' ? 1 : -1;
  return (a: T, b: T) => sign * collator.compare(key(a), key(b));
}
