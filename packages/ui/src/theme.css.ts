// `@weassit/ui/theme.css` from the sources (the console and Storybook use the `@weassit/source` condition): the
// light tokens on `:root` and the theme classes, for an app whose first screen renders no widget yet.
import './theme/light.css';
import './theme/dark.css';
