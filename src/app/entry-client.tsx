import '@/styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { ContactAnswerProvider, readContactAnswer } from '@/features/contact-answer';
import { pageOfPath } from '@/routing/routes';
import { App } from './App';
import { pages } from './pages';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from the page');

// The contact page drawn by the server as the answer to its form carries that answer: hydration
// draws the same page.
const app = (
  <StrictMode>
    <ContactAnswerProvider answer={readContactAnswer()}>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </ContactAnswerProvider>
  </StrictMode>
);

// Load the current page's chunk first so hydration finds it ready and never shows a fallback.
const page = pages[pageOfPath(window.location.pathname) ?? 'notFound'];
await page.preload();

// Prerendered pages are hydrated; the dev server serves an empty shell that is rendered.
// As a transition, hydration yields to the browser every few milliseconds instead of holding
// the main thread in one long task: the page stays responsive while it comes alive.
if (container.hasChildNodes()) {
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  createRoot(container).render(app);
}
