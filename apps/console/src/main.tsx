// First: it configures Zod before any schema (contract, forms) is created.
import './lib/zod-without-eval';
import '@weassit/ui/theme.css';
import '@weassit/ui/reset.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { preloadFirstRoute } from './app/preload-route';

// The first route's requests (the user info, the page's data) start now, not once the tree has rendered.
preloadFirstRoute();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
