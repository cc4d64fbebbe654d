// `import { messages } from '@/locales/en/home.json?lingui'`: a catalog compiled at build time
// by @lingui/vite-plugin (lingui.config.js).
declare module '*.json?lingui' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
