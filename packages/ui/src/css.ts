// `@weassit/ui/css`: what a consumer's own vanilla-extract stylesheets may use. Import from here in
// `.css.ts` files rather than from `@weassit/ui`, which would pull every widget into stylesheet evaluation.
export { vars } from './theme/contract.css';
export { focusRing } from './theme/focus.css';
export { breakpoints, type ResponsiveSpace, type Sprinkles, sprinkles } from './theme/sprinkles.css';
