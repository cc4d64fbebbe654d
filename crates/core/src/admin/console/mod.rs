//! The console's lists and record pages beyond users and consents (docs/ADMIN_API.md), one file
//! per resource: properties, bookings, reviews, reported conversations, one user's whole picture,
//! and the dashboard's figures. Names and times are filled in here, so the HTTP layer only
//! translates. [`Console`] is what the HTTP layer holds: every read of the console, on one store
//! and clock.

mod bookings;
mod conversations;
mod dashboard;
mod properties;
mod reviews;
mod users;

use std::collections::HashMap;

pub use bookings::{
    booking, bookings, ConsoleBooking, ConsoleBookingDetail, ConsoleNotification, PriceLine,
};
pub use conversations::{
    conversation, conversations, ConsoleConversation, ConsoleConversationDetail, ConsoleMessage,
};
pub use dashboard::{dashboard, Dashboard, DayFigures, SeriesPoint, WeekFigures};
pub use properties::{properties, property, ConsoleProperty};
pub use reviews::{review, reviews, ConsoleReview};
pub use users::{user_picture, ConsoleSession, UserPicture};

use super::filters::{
    BookingFilter, ConsentFilter, ConversationFilter, PropertyFilter, ReviewFilter, UserFilter,
};
use super::{ConsentListRow, UserListRow};
use crate::analytics::admin::AdminAnalytics;
use crate::analytics::owner::OwnerAnalyticsQuery;
use crate::audit::{AuditEntry, AuditFilter, Staff};
use crate::error::CoreError;
use crate::ids::RefundId;
use crate::page::{ListRequest, Page};
use crate::payments::refunds::{PaymentFilter, PaymentListRow, RefundFilter, RefundListRow};
use crate::store::console as db;
use crate::store::{DbConnection, Store};
use crate::time::{from_epoch, to_ist_rfc3339, SharedClock};

/// Every read the console makes, on one store and clock (built once, like the other services).
pub struct Console {
    store: Store,
    clock: SharedClock,
}

impl Console {
    pub fn new(store: Store, clock: SharedClock) -> Self {
        Self { store, clock }
    }

    fn now(&self) -> i64 {
        self.clock.now().timestamp()
    }

    pub async fn users(
        &self,
        req: ListRequest,
        filter: UserFilter,
    ) -> Result<Page<UserListRow>, CoreError> {
        super::users(&self.store, req, filter).await
    }

    pub async fn consents(
        &self,
        req: ListRequest,
        filter: ConsentFilter,
    ) -> Result<Page<ConsentListRow>, CoreError> {
        super::consents(&self.store, req, filter).await
    }

    pub async fn audit(
        &self,
        req: ListRequest,
        filter: AuditFilter,
    ) -> Result<Page<AuditEntry>, CoreError> {
        crate::audit::list(&self.store, req, filter).await
    }

    pub async fn properties(
        &self,
        req: ListRequest,
        filter: PropertyFilter,
    ) -> Result<Page<ConsoleProperty>, CoreError> {
        properties(&self.store, req, filter).await
    }

    pub async fn property(&self, id: i64) -> Result<ConsoleProperty, CoreError> {
        property(&self.store, id).await
    }

    pub async fn bookings(
        &self,
        req: ListRequest,
        filter: BookingFilter,
    ) -> Result<Page<ConsoleBooking>, CoreError> {
        bookings(&self.store, req, filter).await
    }

    pub async fn booking(&self, id: i64) -> Result<ConsoleBookingDetail, CoreError> {
        booking(&self.store, id, self.now()).await
    }

    pub async fn reviews(
        &self,
        req: ListRequest,
        filter: ReviewFilter,
    ) -> Result<Page<ConsoleReview>, CoreError> {
        reviews(&self.store, req, filter).await
    }

    pub async fn review(&self, id: i64) -> Result<ConsoleReview, CoreError> {
        review(&self.store, id).await
    }

    pub async fn conversations(
        &self,
        req: ListRequest,
        filter: ConversationFilter,
    ) -> Result<Page<ConsoleConversation>, CoreError> {
        conversations(&self.store, req, filter).await
    }

    /// A reported conversation with its messages; `staff`'s read goes in the audit trail.
    pub async fn conversation(
        &self,
        staff: &Staff,
        id: i64,
    ) -> Result<ConsoleConversationDetail, CoreError> {
        conversation(&self.store, staff, id, self.now()).await
    }

    pub async fn user_picture(&self, id: i64) -> Result<UserPicture, CoreError> {
        user_picture(&self.store, id, self.now()).await
    }

    pub async fn dashboard(&self) -> Result<Dashboard, CoreError> {
        dashboard(&self.store, self.clock.now()).await
    }

    /// The site's analytics over a range of dates.
    pub async fn analytics(
        &self,
        query: &OwnerAnalyticsQuery,
    ) -> Result<AdminAnalytics, CoreError> {
        crate::analytics::admin::figures(&self.store, &self.clock, query).await
    }

    pub async fn payments(
        &self,
        req: ListRequest,
        filter: PaymentFilter,
    ) -> Result<Page<PaymentListRow>, CoreError> {
        crate::payments::refunds::payments(&self.store, req, filter).await
    }

    pub async fn refunds(
        &self,
        req: ListRequest,
        filter: RefundFilter,
    ) -> Result<Page<RefundListRow>, CoreError> {
        crate::payments::refunds::list(&self.store, req, filter).await
    }

    pub async fn refund(&self, id: RefundId) -> Result<RefundListRow, CoreError> {
        crate::payments::refunds::get(&self.store, id).await
    }
}

fn ist(epoch: i64) -> String {
    to_ist_rfc3339(from_epoch(epoch))
}

type Person = (String, Option<String>, Option<String>);

fn people(c: &mut DbConnection, ids: Vec<i64>) -> Result<HashMap<i64, Person>, CoreError> {
    let mut ids = ids;
    ids.sort_unstable();
    ids.dedup();
    Ok(db::people(c, &ids)?
        .into_iter()
        .map(|(id, name, phone, email)| (id, (name, phone, email)))
        .collect())
}

fn name_of(people: &HashMap<i64, Person>, id: i64) -> String {
    people.get(&id).map(|p| p.0.clone()).unwrap_or_default()
}

fn one() -> ListRequest {
    ListRequest::first_by_id(1, false)
}
