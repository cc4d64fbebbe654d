// The share feature's public entry: the Share button (share sheet, or copy link and WhatsApp).
export { ShareButton, whatsAppHref } from './components/ShareButton';
