import '../../inbox.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { createInboxQueryClient } from '../../api/query-client';
import { SharedInsightsApp } from './SharedInsightsApp';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from the page');

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={createInboxQueryClient()}>
      <BrowserRouter>
        <SharedInsightsApp />
      </BrowserRouter>
    </QueryClientProvider>
  </StrictMode>,
);
