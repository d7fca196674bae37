/**
 * localStorage key of the invite code taken from the `r` query parameter. Apart from the session atoms (which
 * read the browser's storage when their module loads) so the prerendered landing page can name it too.
 */
export const INVITE_CODE_KEY = 'weassit_invite_code';
