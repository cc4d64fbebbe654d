// The Analytics screen: a custom route of the console (not a resource), with its menu icon.
export { AnalyticsPage } from './AnalyticsPage';
export { default as AnalyticsIcon } from '@mui/icons-material/Insights';
