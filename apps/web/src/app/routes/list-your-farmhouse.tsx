// /list-your-farmhouse: how owners list a farmhouse.
export { default } from '@/features/hosting/ListYourFarmhousePage';
