/**
 * The saved list's page bar (inspection-core §2, §9): first, previous, the page numbers with
 * ellipses (domain paginationWindow), next, last; only when there is more than one page.
 */
import { IonIcon } from '../../ui/ionic.ts';
import { useTranslation } from 'react-i18next';
import { paginationWindow, showPagination } from '@constat/domain';
import { chevronBack, chevronForward, playBackOutline, playForwardOutline } from './icons.ts';
import { SAVED_NS } from './i18n/index.ts';

interface PaginationProps {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}

export function Pagination({ page, pageCount, onPage }: PaginationProps) {
  const { t } = useTranslation(SAVED_NS);
  if (!showPagination(pageCount)) return null;
  const step = (label: string, icon: string, target: number, disabled: boolean) => (
    <button
      type="button"
      className="page-step"
      aria-label={label}
      disabled={disabled}
      onClick={() => onPage(target)}
    >
      <IonIcon icon={icon} aria-hidden="true" />
    </button>
  );
  return (
    <nav className="saved-pagination" aria-label={t('pagination.label')}>
      {step(t('pagination.first'), playBackOutline, 1, page === 1)}
      {step(t('pagination.previous'), chevronBack, page - 1, page === 1)}
      {paginationWindow(page, pageCount).map((item, index) =>
        item === 'ellipsis' ? (
          <span key={`ellipsis-${index}`} className="page-ellipsis" aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={item}
            type="button"
            className={item === page ? 'page-number current' : 'page-number'}
            aria-label={t('pagination.page', { page: item })}
            aria-current={item === page ? 'page' : undefined}
            onClick={() => onPage(item)}
          >
            {item}
          </button>
        ),
      )}
      {step(t('pagination.next'), chevronForward, page + 1, page === pageCount)}
      {step(t('pagination.last'), playForwardOutline, pageCount, page === pageCount)}
    </nav>
  );
}
