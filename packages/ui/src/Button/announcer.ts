// react-aria's live announcer, shared by every react-aria component of the page, announces an element by
// inserting <div role="img" aria-labelledby="…"> into its log and removes it 7 s later. A pending RAC Button
// announces itself (and its spinner) that way, so a button that unmounts within those 7 s would leave the
// message pointing at ids that no longer exist (axe: role-img-alt).

const ANNOUNCER = '[data-live-announcer]';

/** Whether one of the ids the message is labelled by is missing from its document. */
function isDangling(message: Element): boolean {
  const ids = message.getAttribute('aria-labelledby')?.split(/\s+/) ?? [];
  return ids.some((id) => id !== '' && !message.ownerDocument.getElementById(id));
}

/**
 * Removes the announcer's messages that point at elements no longer in the document. A screen reader reads a
 * live-region message when it is inserted (the log announces additions only), so removing it later takes
 * nothing away from what was said.
 */
export function dropDanglingAnnouncements(doc: Document): void {
  const announcer = doc.querySelector(ANNOUNCER);
  if (!announcer) return;
  for (const message of announcer.querySelectorAll('[aria-labelledby]')) if (isDangling(message)) message.remove();
}

const watched = new WeakSet<Element>();

/**
 * Also checks messages as they arrive: react-aria inserts the first message of a page a moment after the
 * announcement (it lets the new live region settle first), by which time a fast button may be gone.
 */
export function watchAnnouncer(doc: Document): void {
  const announcer = doc.querySelector(ANNOUNCER);
  if (!announcer || watched.has(announcer)) return;
  watched.add(announcer);
  new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes)
        if (node.nodeType === Node.ELEMENT_NODE && isDangling(node as Element)) (node as Element).remove();
  }).observe(announcer, { childList: true, subtree: true });
}
