import { clsx } from 'clsx';
import { type HTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import * as styles from './Card.css';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The card's title, rendered as a heading. With a title, the card is a `<section>` named by it. */
  title?: ReactNode;
  /** Content at the end of the header: a link, a button, a badge. */
  extra?: ReactNode;
  /**
   * The heading level of `title`; pick the one that fits the page's outline.
   * @default 3
   */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /**
   * Inner spacing of header and body (`none` for a body that brings its own, e.g. a table).
   * @default 'md'
   */
  padding?: 'none' | 'sm' | 'md' | 'lg';
  /**
   * A small shadow to lift the card off the page.
   * @default false
   */
  shadow?: boolean;
  /** The class of the body element. */
  bodyClassName?: string;
  ref?: Ref<HTMLElement>;
}

function CardFrame({
  title,
  extra,
  headingLevel = 3,
  padding = 'md',
  shadow = false,
  bodyClassName,
  className,
  children,
  ref,
  kind,
  ...props
}: CardProps & { kind: 'plain' | 'divided' }) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const hasHeader = title != null || extra != null;
  // A titled card is a region named by its heading; an untitled one is just a box.
  const Root = title != null ? 'section' : 'div';
  return (
    <Root
      aria-labelledby={title != null ? titleId : undefined}
      {...props}
      ref={ref as Ref<HTMLDivElement>}
      className={clsx(styles.card({ shadow }), className)}
    >
      {hasHeader && (
        <div className={styles.header({ kind, padding })}>
          {title != null && (
            <Heading id={titleId} className={clsx(styles.title, kind === 'divided' && styles.infoTitle)}>
              {title}
            </Heading>
          )}
          {extra != null && <div className={styles.extra}>{extra}</div>}
        </div>
      )}
      <div className={clsx(styles.body({ after: hasHeader ? kind : 'none', padding }), bodyClassName)}>{children}</div>
    </Root>
  );
}

/**
 * A surface that groups related content: a border, rounded corners, padding and, optionally, a header with a
 * title (a real heading, which also names the card as a region) and an `extra` slot for actions.
 */
export function Card(props: CardProps) {
  return <CardFrame {...props} kind="plain" />;
}

export interface InfoCardProps extends CardProps {
  /** The card's title (required): a heading in a header bar with a brand accent. */
  title: ReactNode;
}

/**
 * A card with a titled header bar divided from the body, for blocks of information on a detail or settings page
 * (基本信息, 登录状态) — often holding a DescriptionList.
 */
export function InfoCard(props: InfoCardProps) {
  return <CardFrame {...props} kind="divided" />;
}
