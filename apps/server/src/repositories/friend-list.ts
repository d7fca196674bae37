/**
 * Friends per query of a whole-list answer (the console's pickers, the open API's list): at the longest names
 * and remarks (256 characters each) 500 rows are about 0.8 MB, a few milliseconds of SQLite's synchronous
 * driver, where the default chunk (2 000) held the event loop 30–40 ms on a loaded 2-core machine.
 */
export const FRIEND_LIST_CHUNK_ROWS = 500;
