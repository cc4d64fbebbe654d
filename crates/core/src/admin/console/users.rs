//! One user's whole picture for their record page: bookings, listings and live sessions.

use serde::Serialize;
use utoipa::ToSchema;

use super::bookings::booking_rows;
use super::properties::property_rows;
use super::{ist, ConsoleBooking, ConsoleProperty};
use crate::admin::filters::{BookingFilter, PropertyFilter};
use crate::error::CoreError;
use crate::ids::UserId;
use crate::page::ListRequest;
use crate::store::console as db;
use crate::store::Store;

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ConsoleSession {
    pub id: i64,
    pub kind: String,
    pub created_at: String,
    pub expires_at: String,
}

/// A user's bookings (newest 50), listings and live sessions, for the user's record page.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct UserPicture {
    pub bookings: Vec<ConsoleBooking>,
    pub listings: Vec<ConsoleProperty>,
    pub sessions: Vec<ConsoleSession>,
}

pub async fn user_picture(store: &Store, id: i64, now: i64) -> Result<UserPicture, CoreError> {
    store
        .run(move |c| {
            let newest = ListRequest::first_by_id(50, true);
            let mine = BookingFilter {
                guest_id: Some(id),
                ..Default::default()
            };
            let rows = db::bookings(c, &newest, &mine)?.items;
            let bookings = booking_rows(c, rows)?;
            let owned = PropertyFilter {
                owner_id: Some(id),
                ..Default::default()
            };
            let rows = db::properties(c, &newest, &owned)?.items;
            let listings = property_rows(c, rows)?;
            let sessions = db::live_sessions(c, UserId::new(id), now)?
                .into_iter()
                .map(|(sid, kind, created, expires)| ConsoleSession {
                    id: sid,
                    kind,
                    created_at: ist(created),
                    expires_at: ist(expires),
                })
                .collect();
            Ok(UserPicture {
                bookings,
                listings,
                sessions,
            })
        })
        .await
}
