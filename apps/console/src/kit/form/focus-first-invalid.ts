/** What can take focus inside an invalid field or group (its hidden and disabled controls left out). */
const FOCUSABLE =
  'input:not([type="hidden"]):not(:disabled), textarea:not(:disabled), select:not(:disabled), button:not(:disabled), [tabindex]:not([tabindex="-1"])';

/**
 * Focuses the first invalid field of `root`, in DOM order: an invalid control itself, or, for a group marked
 * invalid as a whole (radio group, upload fieldset, tag input), its first control that can take focus.
 * Returns whether something took focus.
 */
export function focusFirstInvalid(root: HTMLElement): boolean {
  for (const element of root.querySelectorAll<HTMLElement>('[aria-invalid="true"], [data-invalid]')) {
    const target = element.matches(FOCUSABLE)
      ? element
      : (element.querySelector<HTMLElement>(`[aria-invalid="true"]:is(${FOCUSABLE})`) ??
        element.querySelector<HTMLElement>(FOCUSABLE));
    if (target) {
      target.focus();
      return true;
    }
  }
  return false;
}
