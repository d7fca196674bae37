import { useEffect, useState } from 'react';

/** A heading counts as reached once its top is this far (px) from the top of the window or closer. */
const REACHED_PX = 96;

/**
 * The id of the heading the reader is at: the last of `ids` whose top has scrolled up to the top of the window
 * (the first while none has), or the last one once the page is scrolled to its end (short last sections never
 * reach the top). Follows scrolling and resizing, at most once a frame.
 */
export function useActiveHeading(ids: readonly string[]): string | undefined {
  const [active, setActive] = useState<string | undefined>(ids[0]);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const elements = ids.map((id) => document.getElementById(id)).filter((element) => element !== null);
      const atEnd = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      let current = elements[0];
      for (const element of elements) {
        if (element.getBoundingClientRect().top <= REACHED_PX) current = element;
      }
      if (atEnd && window.scrollY > 0) current = elements.at(-1);
      setActive(current?.id);
    };
    const schedule = () => {
      frame ||= requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [ids]);
  return active;
}
