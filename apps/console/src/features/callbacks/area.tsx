import { CallbackEventsPage } from './callback-event/CallbackEventsPage';

/** The callbacks area's chunk: its one page. */
export const pages = { callbackEvent: CallbackEventsPage };
