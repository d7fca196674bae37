/** Every console URL, relative to the router's basename `/weassit`. */
export const paths = {
  root: { path: '/' },
  login: {
    path: '/login',
    getHref: (redirectTo?: string) => (redirectTo ? `/login?redirect=${encodeURIComponent(redirectTo)}` : '/login'),
  },
  notFound: { path: '/404' },
} as const;
