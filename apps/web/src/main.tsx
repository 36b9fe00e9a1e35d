import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { reloadOnChunkError } from './lib/chunkReload';
import { createApi, TRPCProvider } from './lib/trpc';
import { createAppRouter } from './router';
import './styles.css';

reloadOnChunkError();

const { queryClient, trpcClient, trpc } = createApi();
const router = createAppRouter({ queryClient, trpc });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        <RouterProvider router={router} />
      </TRPCProvider>
    </QueryClientProvider>
  </StrictMode>,
);
