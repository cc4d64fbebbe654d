// The libraries the app's start uses (routing, data, translations), imported by the bootstrap
// (src/main.tsx) between React and the app so that their evaluation is a task of its own.
export { Router } from 'react-router';
export { QueryClient } from '@tanstack/react-query';
export { i18n } from '@lingui/core';
