import { createStore } from 'jotai';

/** The one jotai store of the app; non-React code (the API client) reads and writes it too. */
export const store = createStore();
