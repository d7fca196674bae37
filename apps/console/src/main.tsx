// First: it configures Zod before any schema (contract, forms) is created.
import './lib/zod-without-eval';
import '@weassit/ui/theme.css';
import '@weassit/ui/reset.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
