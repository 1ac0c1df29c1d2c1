import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import './lib/navigation.ts';
import './styles.css';

// zod compiles fast validators with `new Function` when eval is allowed; our CSP forbids it,
// so every first parse would log a CSP violation before zod falls back. Tell zod up front,
// without importing it here (it loads with the pages that call the API).
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = {
  ...(globalThis as { __zod_globalConfig?: object }).__zod_globalConfig,
  jitless: true,
};

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
