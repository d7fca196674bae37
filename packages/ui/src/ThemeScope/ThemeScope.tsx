import { clsx } from 'clsx';
import { type HTMLAttributes, type ReactNode, type Ref, useCallback, useLayoutEffect, useRef, useState } from 'react';
import { UNSAFE_PortalProvider, useUNSAFE_PortalContext } from 'react-aria';
import { darkTheme } from '../theme/dark.css';
import { lightTheme } from '../theme/light.css';
import * as styles from './ThemeScope.css';

export type ThemeName = 'light' | 'dark';

export interface ThemeScopeProps extends HTMLAttributes<HTMLDivElement> {
  /** The theme of everything inside, overlays they open included. */
  theme: ThemeName;
  children?: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

const themeClasses: Record<ThemeName, string> = { light: lightTheme, dark: clsx(darkTheme, styles.darkScheme) };

/**
 * Gives a subtree its own theme: a dark panel on a light page, or a light one on a page whose `<html>` carries
 * `darkTheme`. The element paints the theme's page background and text colour, and the dialogs, popovers,
 * menus, listboxes, tooltips and toasts opened from inside it follow the theme too: they portal into a
 * body-level element carrying the same theme class (not into the subtree itself, where an `overflow`,
 * `transform` or `z-index` of the host's layout could clip or bury them).
 */
export function ThemeScope({ theme, className, children, ref, ...props }: ThemeScopeProps) {
  const themeClass = themeClasses[theme];
  const getContainer = useThemedPortalContainer(clsx(themeClass, styles.portal));
  return (
    <div {...props} ref={ref} className={clsx(themeClass, styles.root, className)}>
      <UNSAFE_PortalProvider getContainer={getContainer}>{children}</UNSAFE_PortalProvider>
    </div>
  );
}

/**
 * A container for portalled overlays, carrying `className`, appended to wherever overlays would otherwise go
 * (an outer portal provider's container, or `<body>`). It is attached as soon as an overlay asks for it: an
 * overlay open on first render measures and focuses itself before this component's own effects run.
 */
function useThemedPortalContainer(className: string): () => HTMLElement | null {
  // A ref, not a dependency: an outer provider hands out a new context value on every render, and moving
  // the container would blur whatever overlay is open in it.
  const { getContainer: outer } = useUNSAFE_PortalContext();
  const outerContainer = useRef(outer);
  useLayoutEffect(() => {
    outerContainer.current = outer;
  });
  const [container] = useState(() => {
    if (typeof document === 'undefined') return null;
    const element = document.createElement('div');
    element.className = className;
    return element;
  });

  const attach = useCallback(() => {
    if (container && !container.isConnected) (outerContainer.current?.() ?? document.body).append(container);
    return container;
  }, [container]);

  useLayoutEffect(() => {
    if (container) container.className = className;
  }, [container, className]);

  useLayoutEffect(() => {
    attach();
    return () => container?.remove();
  }, [attach, container]);

  return attach;
}
