// The console's side menu: the dashboard and the Analytics screen, then the resources in the order
// support work flows, with the review queue next to the listings it filters and the
// Reconciliation page after the money it checks.
import RateReviewIcon from '@mui/icons-material/RateReview';
import { Menu } from 'react-admin';
import { AnalyticsIcon } from '../analytics';
import { ANALYTICS_PATH, RECONCILIATION_PATH, REVIEW_QUEUE_PATH } from '../config/constants';
import { ReconciliationIcon } from '../reconciliation';

export function AdminMenu() {
  return (
    <Menu>
      <Menu.DashboardItem />
      <Menu.Item to={ANALYTICS_PATH} primaryText="Analytics" leftIcon={<AnalyticsIcon />} />
      <Menu.ResourceItem name="properties" />
      <Menu.Item to={REVIEW_QUEUE_PATH} primaryText="Review queue" leftIcon={<RateReviewIcon />} />
      <Menu.ResourceItem name="bookings" />
      <Menu.ResourceItem name="payments" />
      <Menu.ResourceItem name="refunds" />
      <Menu.ResourceItem name="payouts" />
      <Menu.ResourceItem name="invoices" />
      <Menu.ResourceItem name="credit-notes" />
      <Menu.Item to={RECONCILIATION_PATH} primaryText="Reconciliation" leftIcon={<ReconciliationIcon />} />
      <Menu.ResourceItem name="users" />
      <Menu.ResourceItem name="reviews" />
      <Menu.ResourceItem name="conversations" />
      <Menu.ResourceItem name="audit" />
      <Menu.ResourceItem name="consents" />
    </Menu>
  );
}
