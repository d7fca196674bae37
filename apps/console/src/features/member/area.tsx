import { MemberPage } from './main/MemberPage';

/** The membership page's chunk. */
export const pages = { memberMain: MemberPage };
