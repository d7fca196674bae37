import { MemberPage } from './pages/MemberPage';

/** The membership page's chunk. */
export const pages = { memberMain: MemberPage };
