import { clsx } from 'clsx';
import { type HTMLAttributes, type ReactNode, type Ref, useLayoutEffect, useRef, useState } from 'react';
import { mergeRefs } from 'react-aria';
import {
  type Key,
  ListBox,
  ListBoxItem,
  Popover,
  Button as RACButton,
  Select as RACSelect,
  SelectValue,
} from 'react-aria-components';
import { Button } from '../Button';
import { fieldStyles } from '../Field';
import { CheckIcon, ChevronDownIcon, ChevronLeftIcon, ChevronRightIcon } from '../icons';
import * as styles from './Pagination.css';
import { clampPage, getPageItems, getTotalPages } from './Pagination.pages';

export interface PaginationProps extends Omit<HTMLAttributes<HTMLElement>, 'onChange' | 'children'> {
  /** The number of rows in all pages. */
  total: number;
  /** The current page (1-based), controlled. Out-of-range values are clamped. */
  current?: number;
  /**
   * The first page shown when `current` is not controlled.
   * @default 1
   */
  defaultCurrent?: number;
  /** Rows per page, controlled. */
  pageSize?: number;
  /**
   * Rows per page when `pageSize` is not controlled.
   * @default 10
   */
  defaultPageSize?: number;
  /**
   * Called with the new page and page size when either changes. A new page size keeps the first row of the
   * current page in view.
   */
  onChange?: (page: number, pageSize: number) => void;
  /** Page-size choices (e.g. `[5, 10, 20, 50]`); without them there is no page-size selector. */
  pageSizeOptions?: number[];
  /**
   * Render nothing when everything fits on one page (`total ≤ pageSize`). Note that this hides the page-size
   * selector too.
   * @default true
   */
  hideOnSinglePage?: boolean;
  /**
   * Show the total (共 N 条).
   * @default true
   */
  showTotal?: boolean;
  /**
   * Pages shown either side of the current one before an ellipsis.
   * @default 1
   */
  siblingCount?: number;
  /**
   * Disables every control (e.g. while a page loads).
   * @default false
   */
  isDisabled?: boolean;
  /**
   * Name of the navigation landmark.
   * @default '分页'
   */
  'aria-label'?: string;
  /**
   * @default '上一页'
   */
  previousLabel?: string;
  /**
   * @default '下一页'
   */
  nextLabel?: string;
  /**
   * Accessible name of a page button.
   * @default (page) => `第 ${page} 页`
   */
  pageLabel?: (page: number) => string;
  /**
   * The total text.
   * @default (total) => `共 ${total} 条`
   */
  totalText?: (total: number) => ReactNode;
  /**
   * Accessible name of the page-size selector.
   * @default '每页条数'
   */
  pageSizeLabel?: string;
  /**
   * Text of a page-size option.
   * @default (size) => `${size} 条/页`
   */
  pageSizeText?: (size: number) => string;
  ref?: Ref<HTMLElement>;
}

/**
 * Pages through a long list (a table's rows): the total, previous/next buttons, page numbers with ellipses for
 * long runs (the current page has `aria-current="page"`) and an optional page-size selector, in a
 * `<nav aria-label="分页">` landmark. Controlled (`current`, `pageSize`) or not (`defaultCurrent`,
 * `defaultPageSize`); either way `onChange(page, pageSize)` reports changes.
 */
export function Pagination({
  total,
  current,
  defaultCurrent = 1,
  pageSize,
  defaultPageSize = 10,
  onChange,
  pageSizeOptions,
  hideOnSinglePage = true,
  showTotal = true,
  siblingCount = 1,
  isDisabled = false,
  'aria-label': ariaLabel = '分页',
  previousLabel = '上一页',
  nextLabel = '下一页',
  pageLabel = (page) => `第 ${page} 页`,
  totalText = (n) => `共 ${n} 条`,
  pageSizeLabel = '每页条数',
  pageSizeText = (size) => `${size} 条/页`,
  className,
  ref,
  ...props
}: PaginationProps) {
  const [innerPage, setInnerPage] = useState(defaultCurrent);
  const [innerSize, setInnerSize] = useState(defaultPageSize);
  const size = pageSize ?? innerSize;
  const totalPages = getTotalPages(total, size);
  const page = clampPage(current ?? innerPage, totalPages);

  // Previous/next become disabled on the first/last page: if one had focus, hand it to the current page's
  // button instead of letting it drop to the document.
  const navRef = useRef<HTMLElement>(null);
  const refocus = useRef(false);
  useLayoutEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    navRef.current?.querySelector<HTMLElement>('[aria-current="page"]')?.focus();
  });

  const change = (nextPage: number, nextSize = size) => {
    const target = clampPage(nextPage, getTotalPages(total, nextSize));
    if (target === page && nextSize === size) return;
    setInnerPage(target);
    setInnerSize(nextSize);
    onChange?.(target, nextSize);
  };
  const step = (delta: number) => {
    const target = page + delta;
    if (target <= 1 || target >= totalPages) refocus.current = true;
    change(target);
  };

  if (hideOnSinglePage && total <= size) return null;

  // A page size outside the options still shows as the selected choice.
  const sizes =
    pageSizeOptions &&
    (pageSizeOptions.includes(size) ? pageSizeOptions : [...pageSizeOptions, size].sort((a, b) => a - b));

  return (
    <nav {...props} ref={mergeRefs(ref, navRef)} aria-label={ariaLabel} className={clsx(styles.root, className)}>
      {showTotal && <span className={styles.total}>{totalText(total)}</span>}
      <ul className={styles.list}>
        <li>
          <Button
            variant="secondary"
            size="sm"
            className={styles.pageButton}
            aria-label={previousLabel}
            isDisabled={isDisabled || page <= 1}
            onPress={() => step(-1)}
          >
            <ChevronLeftIcon />
          </Button>
        </li>
        {getPageItems(page, totalPages, siblingCount).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <Button
                variant="secondary"
                size="sm"
                className={styles.pageButton}
                aria-label={pageLabel(item)}
                aria-current={item === page ? 'page' : undefined}
                isDisabled={isDisabled}
                onPress={() => change(item)}
              >
                {item}
              </Button>
            </li>
          ) : (
            <li key={item}>
              <span className={styles.ellipsis}>…</span>
            </li>
          ),
        )}
        <li>
          <Button
            variant="secondary"
            size="sm"
            className={styles.pageButton}
            aria-label={nextLabel}
            isDisabled={isDisabled || page >= totalPages}
            onPress={() => step(1)}
          >
            <ChevronRightIcon />
          </Button>
        </li>
      </ul>
      {sizes && (
        <RACSelect
          aria-label={pageSizeLabel}
          className={styles.select}
          value={size}
          isDisabled={isDisabled}
          onChange={(key: Key | null) => {
            const nextSize = Number(key);
            if (!(nextSize > 0)) return;
            // Keep the first row of the current page in view.
            change(Math.floor(((page - 1) * size) / nextSize) + 1, nextSize);
          }}
        >
          <RACButton className={clsx(fieldStyles.inputBox, styles.selectButton)}>
            <SelectValue>{({ selectedText }) => selectedText}</SelectValue>
            <ChevronDownIcon className={styles.chevron} />
          </RACButton>
          <Popover className={styles.popover} placement="bottom end">
            <ListBox className={styles.listBox} items={sizes.map((s) => ({ id: s }))}>
              {(option) => (
                <ListBoxItem id={option.id} textValue={pageSizeText(option.id)} className={styles.option}>
                  {({ isSelected }) => (
                    <>
                      {pageSizeText(option.id)}
                      {isSelected && <CheckIcon />}
                    </>
                  )}
                </ListBoxItem>
              )}
            </ListBox>
          </Popover>
        </RACSelect>
      )}
    </nav>
  );
}
