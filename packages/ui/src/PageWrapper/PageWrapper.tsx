import { clsx } from 'clsx';
import { type HTMLAttributes, type ReactNode, type Ref, useLayoutEffect, useRef } from 'react';
import * as styles from './PageWrapper.css';

export interface PageWrapperProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /**
   * The root element. `main` makes the page the document's main landmark: use it when nothing around the page
   * renders a `<main>` already. Inside an app shell that owns the `<main>` (as the console's layout does, so its
   * loading and error states are inside the landmark too), keep the `div`: a document has one `main`, never nested.
   * @default 'div'
   */
  as?: 'div' | 'main';
  /** The page's title, rendered as the page's only `h1`. */
  title: ReactNode;
  /** A line under the title saying what the page is for. */
  description?: ReactNode;
  /** Buttons at the end of the title row (the page's main actions); they wrap under the title on narrow screens. */
  actions?: ReactNode;
  /** A breadcrumb (usually our `Breadcrumb`) above the title. */
  breadcrumb?: ReactNode;
  /**
   * Called with the title's text on mount and whenever it changes, so the app can set `document.title` (the
   * widget never touches it).
   */
  onTitleChange?: (title: string) => void;
  /**
   * The text given to `onTitleChange`.
   * @default the text content of `title`
   */
  documentTitle?: string;
  /** The page's content. */
  children?: ReactNode;
  /** Ref of the root element. */
  ref?: Ref<HTMLElement>;
}

/**
 * The frame of a console page: an optional breadcrumb, the title (the page's `h1`) with an optional description
 * and the page's actions on the right, then the content, all with the console's page padding. It reports the
 * title through `onTitleChange` for the app to put in `document.title`. With `as="main"` it is the page's `<main>`
 * landmark.
 */
export function PageWrapper({
  as: Root = 'div',
  title,
  description,
  actions,
  breadcrumb,
  onTitleChange,
  documentTitle,
  className,
  children,
  ref,
  ...props
}: PageWrapperProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const onTitleChangeRef = useRef(onTitleChange);
  useLayoutEffect(() => {
    onTitleChangeRef.current = onTitleChange;
  });
  const reported = useRef<string | null>(null);
  // After every render (before paint): the title's text, reported when it differs from the last one reported.
  useLayoutEffect(() => {
    const text = documentTitle ?? headingRef.current?.textContent?.trim() ?? '';
    if (text === reported.current) return;
    reported.current = text;
    onTitleChangeRef.current?.(text);
  });

  return (
    // Both roots are HTMLElements; TypeScript types the ref of a union of tags as the first tag's (div) ref.
    <Root {...props} ref={ref as Ref<HTMLDivElement>} className={clsx(styles.root, className)}>
      <div className={styles.top}>
        {breadcrumb}
        <div className={styles.header}>
          <div className={styles.heading}>
            <h1 ref={headingRef} className={styles.title}>
              {title}
            </h1>
            {description != null && <div className={styles.description}>{description}</div>}
          </div>
          {actions != null && <div className={styles.actions}>{actions}</div>}
        </div>
      </div>
      {children != null && <div className={styles.body}>{children}</div>}
    </Root>
  );
}
