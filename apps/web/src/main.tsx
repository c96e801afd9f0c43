import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startSessionSharing } from './accounts/session-share.ts';
import { App } from './app.tsx';
import { registerServiceWorker } from './offline/service-worker.ts';
import './styles/base.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

registerServiceWorker();
// New tabs of this browser get the session of an open one; a logout in another tab of this sign-in ends it here too.
startSessionSharing(() => window.location.replace('/login'));
