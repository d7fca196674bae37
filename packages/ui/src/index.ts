// Side effects first: the reset, then the light theme on :root (both end up in style.css).
import './theme/global.css';
import './theme/light.css';

export { Button, type ButtonProps } from './Button';
export { Spinner, type SpinnerProps } from './Spinner';
export { darkTheme, vars } from './theme';
