import '../styles.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './App';
import { pages } from './pages';
import { pageOfPath } from './routes';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from the page');

const app = (
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>
);

// Load the current page's chunk first so hydration finds it ready and never shows a fallback.
const page = pages[pageOfPath(window.location.pathname) ?? 'notFound'];
await page.preload();

// Prerendered pages are hydrated; the dev server serves an empty shell that is rendered.
if (container.hasChildNodes()) hydrateRoot(container, app);
else createRoot(container).render(app);
