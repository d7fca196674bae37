import type { UserInfo } from '@weassit/contract';
import { createStore, Provider } from 'jotai';
import { type ReactNode, useState } from 'react';
import { RouterProvider } from 'react-aria-components';
import { MemoryRouter, useHref, useNavigate } from 'react-router-dom';
import NotificationsHost from '../app/NotificationsHost';
import { clearSessionAtom, startSessionAtom, userInfoAtom } from '../lib/session';

export interface StoryFrameProps {
  /** The URL the story's router starts at. */
  path?: string;
  /** The logged-in user, or none. */
  user?: UserInfo | null;
  children: ReactNode;
}

function AriaRouter({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <RouterProvider navigate={navigate} useHref={useHref}>
      {children}
    </RouterProvider>
  );
}

/**
 * What a console page needs around it in a story: its own jotai store (with the user's session when given), a
 * memory router at `path`, react-aria's router, and the app's toast region and confirm host (`notify`, `askConfirm`).
 */
export function StoryFrame({ path = '/', user = null, children }: StoryFrameProps) {
  const [store] = useState(() => {
    const created = createStore();
    // Always set explicitly: the session atoms start from browser storage, which outlives a story.
    if (user) {
      created.set(startSessionAtom, { token: 'story-token', userId: user.userId });
      created.set(userInfoAtom, user);
    } else {
      created.set(clearSessionAtom);
    }
    return created;
  });
  return (
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <AriaRouter>{children}</AriaRouter>
      </MemoryRouter>
      <NotificationsHost />
    </Provider>
  );
}
