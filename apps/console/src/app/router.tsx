import { createBrowserRouter, Navigate } from 'react-router-dom';
import { paths } from '../config/paths';
import { LoginPage } from '../features/auth/pages/LoginPage';
import { NotFoundPage } from '../features/misc/pages/NotFoundPage';

/** History routing under /weassit (spec §2): `/` goes to login, unknown paths to /404. */
export function createRouter() {
  return createBrowserRouter(
    [
      { path: paths.root.path, element: <Navigate to={paths.login.getHref()} replace /> },
      { path: paths.login.path, element: <LoginPage /> },
      { path: paths.notFound.path, element: <NotFoundPage /> },
      { path: '*', element: <Navigate to={paths.notFound.path} replace /> },
    ],
    { basename: '/weassit' },
  );
}
