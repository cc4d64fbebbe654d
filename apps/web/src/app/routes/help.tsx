// /help: the help centre.
export { default } from '@/features/static/HelpPage';
