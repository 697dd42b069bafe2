import './inbox.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { InboxApp } from './InboxApp';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from the page');

createRoot(container).render(
  <StrictMode>
    <BrowserRouter>
      <InboxApp />
    </BrowserRouter>
  </StrictMode>,
);
