// React and React DOM, imported by the bootstrap (src/main.tsx) before the app so that their
// evaluation is a task of its own.
export { StrictMode } from 'react';
export { createRoot } from 'react-dom/client';
