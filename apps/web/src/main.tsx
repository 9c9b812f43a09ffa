import './app/zodConfig.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { configureApiClient } from './api/client.ts';
import { Providers } from './app/Providers.tsx';
import { router } from './app/router.tsx';
import { handleAuthFailure, setSessionNavigator } from './app/session.ts';
import './app/global.css';

setSessionNavigator((to, options) => {
  void router.navigate(to, options);
});
configureApiClient({ onAuthFailure: handleAuthFailure });

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
