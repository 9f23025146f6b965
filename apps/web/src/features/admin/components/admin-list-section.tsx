import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Spinner from 'react-bootstrap/Spinner';
import type { Paged } from '@saath/shared/paging';
import { DataTable, type DataColumn } from '../../../components/ui/data-table.tsx';
import { Paginator } from '../../../components/ui/paginator.tsx';
import { PageSpinner } from '../../../components/ui/page-spinner.tsx';
import { t } from '../../../lib/i18n.tsx';

type AdminListSectionProps<T> = {
  /** The section's h2, e.g. 'Manage Groups'. */
  title: string;
  /** Names the section's heading id: 'groups' -> admin-groups-title. */
  id: string;
  /** Said while the first page loads: 'Loading groups…'. */
  loadingText: string;
  /**
   * What the list holds, counted, for the line under the table: '1 group', '1,234 groups'. A
   * function, so each language words its own plural.
   */
  countText: (total: number) => string;
  query: UseQueryResult<Paged<T>>;
  errorText: (error: Error) => string;
  emptyText: string;
  /** Names the table for assistive technology, e.g. 'Groups'. */
  tableLabel: string;
  /** The columns, in display order. */
  columns: readonly DataColumn<T>[];
  rowKey: (item: T) => string;
  /** Filters of the list (the Users search), between the heading and the table. */
  toolbar?: ReactNode;
} & ListPaging;

/**
 * A paged list's current page and how to turn it; a list the API answers whole (shaped with
 * `asOnePage`) leaves both out and has no pager.
 */
type ListPaging =
  { page: number; onPage: (page: number) => void } | { page?: undefined; onPage?: undefined };

/**
 * Manage Groups / Users / Contact Messages and the console's other lists: a heading with Refresh,
 * the load error or the empty text, the table and the pager (20 a page) where the list is paged.
 * The lists differ only in columns and rows.
 */
export function AdminListSection<T>({
  title,
  id,
  loadingText,
  countText,
  query,
  errorText,
  emptyText,
  page,
  onPage,
  tableLabel,
  columns,
  rowKey,
  toolbar,
}: AdminListSectionProps<T>) {
  const { data, error, isPending, isFetching } = query;
  const headingId = `admin-${id}-title`;
  // A failed load, or a failed refresh above what was loaded before (the table or the empty text).
  const alert = error && (
    <Alert variant="danger" role="alert" className={data ? undefined : 'mb-0'}>
      {errorText(error)}
    </Alert>
  );
  let body: ReactNode;
  if (isPending) body = <PageSpinner label={loadingText} />;
  else if (!data) body = alert;
  else if (data.items.length === 0) {
    body = (
      <>
        {alert}
        <p className="text-body-secondary mb-0">{emptyText}</p>
      </>
    );
  } else {
    body = (
      <>
        {alert}
        <Card className="shadow-sm">
          <DataTable
            columns={columns}
            rows={data.items}
            rowKey={rowKey}
            label={tableLabel}
            scrollRegionLabel={tableLabel}
          />
        </Card>
        <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mt-3">
          <p className="text-body-secondary small mb-0">
            {t('Page {page} of {pages}', { page: data.page, pages: data.pages })} ·{' '}
            {countText(data.total)}
          </p>
          {onPage && (
            <Paginator
              page={page}
              pages={data.pages}
              onChange={onPage}
              label={t('{title} pages', { title })}
              disabled={isFetching}
            />
          )}
        </div>
      </>
    );
  }

  return (
    <section aria-labelledby={headingId}>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h2 id={headingId} className="h4 mb-0">
          {title}
        </h2>
        <Button
          variant="outline-primary"
          size="sm"
          onClick={() => void query.refetch()}
          disabled={isFetching}
        >
          {isFetching && !isPending ? (
            <Spinner as="span" size="sm" animation="border" aria-hidden="true" className="me-2" />
          ) : null}
          {t('Refresh')}
        </Button>
      </div>
      {toolbar}
      {body}
    </section>
  );
}
