import { ForwardRulesPage } from './private-forward/ForwardRulesPage';

/** The forwarding area's chunk: its one page. */
export const pages = { privateForward: ForwardRulesPage };
