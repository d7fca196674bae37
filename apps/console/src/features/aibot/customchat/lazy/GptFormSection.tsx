import { ChevronDownIcon } from '@weassit/ui';
import { type ReactNode, useId } from 'react';
import * as styles from './GptConfigDialog.css';

export interface GptFormSectionProps {
  title: string;
  /** Omit for a section that is always open. */
  isExpanded?: boolean;
  onExpandedChange?: (isExpanded: boolean) => void;
  /** What the section holds, in a few words: shown next to the title (so a collapsed section still says it). */
  summary?: string;
  /**
   * The heading's level: 3 under the dialog's title, 4 for a section inside another.
   * @default 3
   */
  level?: 3 | 4;
  children: ReactNode;
}

/**
 * One section of the dialog: a heading, and for an optional section a disclosure (the heading's button with
 * aria-expanded) so the dialog stays scannable. A collapsed section's fields are not rendered; their values stay
 * in the form, and a refused submit opens the sections showing an error.
 */
export function GptFormSection({
  title,
  isExpanded,
  onExpandedChange,
  summary,
  level = 3,
  children,
}: GptFormSectionProps) {
  const Heading = level === 3 ? 'h3' : 'h4';
  const headingId = useId();
  const panelId = useId();
  const collapsible = isExpanded !== undefined && onExpandedChange !== undefined;
  const open = !collapsible || isExpanded;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.sectionHeading}>
        {collapsible ? (
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={isExpanded}
            aria-controls={panelId}
            onClick={() => onExpandedChange(!isExpanded)}
          >
            <span>{title}</span>
            {summary && <span className={styles.summary}>{summary}</span>}
            <ChevronDownIcon className={styles.chevron} />
          </button>
        ) : (
          title
        )}
      </Heading>
      {open && (
        <div id={panelId} className={styles.form}>
          {children}
        </div>
      )}
    </section>
  );
}
