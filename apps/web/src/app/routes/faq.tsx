// /faq: frequent questions.
export { default } from '@/features/static/FaqPage';
