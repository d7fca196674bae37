export { vars } from './contract.css';
export { darkTheme } from './dark.css';
export { lightTheme } from './light.css';
