export { vars } from './contract.css';
export { darkTheme } from './dark.css';
