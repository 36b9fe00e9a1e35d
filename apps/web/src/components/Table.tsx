import { MSG } from '@kurz/core';
import type { ReactNode, TableHTMLAttributes } from 'react';

type TableProps = TableHTMLAttributes<HTMLTableElement> & { head: ReactNode; 'data-testid'?: string };

/** A .table with one header row; `head` holds its cells, `children` the body rows. */
export function Table({ head, className, children, ...rest }: TableProps) {
  return (
    <table className={className ? `table ${className}` : 'table'} {...rest}>
      <thead>
        <tr>{head}</tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

/** A table that scrolls sideways on narrow screens. */
export function ScrollTable(props: TableProps) {
  return (
    <div className="table-wrap">
      <Table {...props} />
    </div>
  );
}

/** The one row a table shows when it has nothing to list. */
export function EmptyRow({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={colSpan} className="empty">
        {children}
      </td>
    </tr>
  );
}

/** The button under a paged list (an infinite query) that fetches its next page; nothing on the last page. */
export function LoadMore({
  pages,
}: {
  pages: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown> };
}) {
  if (!pages.hasNextPage) return null;
  return (
    <div className="load-more">
      <button
        type="button"
        className="btn"
        disabled={pages.isFetchingNextPage}
        onClick={() => void pages.fetchNextPage()}
      >
        {pages.isFetchingNextPage ? MSG.loading : 'Load more'}
      </button>
    </div>
  );
}
