//! Everything held about one user, read for the DPDP data export (`auth::export` shapes it).

use diesel::prelude::*;
use serde_json::{json, Value};

use super::schema::{
    booking_price_lines, bookings, consent_log, messages, notification_preferences, payments,
    price_alerts, properties, reviews, saved_properties, sessions, users,
};
use super::DbConnection;
use crate::error::CoreError;
use crate::ids::UserId;

fn at(seconds: i64) -> Value {
    Value::String(crate::time::to_ist_rfc3339(crate::time::from_epoch(
        seconds,
    )))
}

fn at_opt(seconds: Option<i64>) -> Value {
    seconds.map(at).unwrap_or(Value::Null)
}

/// The user's records, each list oldest first. Reads in one transaction, so the parts agree.
pub fn collect(conn: &mut DbConnection, user_id: UserId) -> Result<Value, CoreError> {
    conn.transaction(|c| {
        type Profile = (i64, String, Option<String>, Option<String>, Option<String>, String, String, i64);
        let p: Profile = users::table
            .find(user_id)
            .select((
                users::id,
                users::full_name,
                users::username,
                users::email,
                users::phone,
                users::role,
                users::language,
                users::created_at,
            ))
            .first(c)
            .optional()?
            .ok_or(CoreError::NotFound(crate::Missing::User))?;
        let profile = json!({
            "id": p.0, "fullName": p.1, "username": p.2, "email": p.3, "phone": p.4,
            "role": p.5, "language": p.6, "createdAt": at(p.7),
        });

        type BookingTuple = (i64, String, String, String, i64, i64, i32, String, String, String, i64, Option<String>, Option<i64>, i64);
        let rows: Vec<BookingTuple> = bookings::table
            .inner_join(properties::table)
            .filter(bookings::guest_id.eq(user_id))
            .order(bookings::id.asc())
            .select((
                bookings::id,
                bookings::code,
                properties::title,
                bookings::booking_type,
                bookings::starts_at,
                bookings::ends_at,
                bookings::guests,
                bookings::status,
                bookings::payment_method,
                bookings::payment_status,
                bookings::total_paise,
                bookings::coupon_code,
                bookings::refund_paise,
                bookings::created_at,
            ))
            .load(c)?;
        let ids: Vec<i64> = rows.iter().map(|b| b.0).collect();
        let lines: Vec<(i64, String, String, i64)> = booking_price_lines::table
            .filter(booking_price_lines::booking_id.eq_any(&ids))
            .order((booking_price_lines::booking_id, booking_price_lines::position))
            .select((
                booking_price_lines::booking_id,
                booking_price_lines::kind,
                booking_price_lines::label,
                booking_price_lines::amount_paise,
            ))
            .load(c)?;
        let bookings_out: Vec<Value> = rows
            .iter()
            .map(|b| {
                let price_lines: Vec<Value> = lines
                    .iter()
                    .filter(|l| l.0 == b.0)
                    .map(|l| json!({"kind": l.1, "label": l.2, "amountPaise": l.3}))
                    .collect();
                json!({
                    "code": b.1, "property": b.2, "bookingType": b.3, "start": at(b.4),
                    "end": at(b.5), "guests": b.6, "status": b.7, "paymentMethod": b.8,
                    "paymentStatus": b.9, "totalPaise": b.10, "couponCode": b.11,
                    "refundPaise": b.12, "createdAt": at(b.13), "priceLines": price_lines,
                })
            })
            .collect();
        let codes: std::collections::HashMap<i64, &str> =
            rows.iter().map(|b| (b.0, b.1.as_str())).collect();

        let pays: Vec<(i64, String, i64, String, String, i64)> = payments::table
            .filter(payments::booking_id.eq_any(&ids))
            .order(payments::id.asc())
            .select((
                payments::booking_id,
                payments::provider,
                payments::amount_paise,
                payments::currency,
                payments::status,
                payments::created_at,
            ))
            .load(c)?;
        let payments_out: Vec<Value> = pays
            .iter()
            .map(|p| {
                json!({"booking": codes.get(&p.0), "provider": p.1, "amountPaise": p.2,
                    "currency": p.3, "status": p.4, "createdAt": at(p.5)})
            })
            .collect();

        let revs: Vec<(String, i32, String, i64, Option<String>)> = reviews::table
            .inner_join(properties::table)
            .filter(reviews::user_id.eq(Some(user_id.get())))
            .order(reviews::id.asc())
            .select((
                properties::title,
                reviews::rating,
                reviews::comment,
                reviews::created_at,
                reviews::reply,
            ))
            .load(c)?;
        let reviews_out: Vec<Value> = revs
            .iter()
            .map(|r| json!({"property": r.0, "rating": r.1, "comment": r.2, "createdAt": at(r.3), "ownerReply": r.4}))
            .collect();

        let sent: Vec<(i64, String, String, i64)> = messages::table
            .filter(messages::sender_id.eq(user_id))
            .order(messages::id.asc())
            .select((
                messages::conversation_id,
                messages::content,
                messages::message_type,
                messages::created_at,
            ))
            .load(c)?;
        let messages_out: Vec<Value> = sent
            .iter()
            .map(|m| json!({"conversationId": m.0, "content": m.1, "type": m.2, "sentAt": at(m.3)}))
            .collect();

        type ConsentTuple = (String, bool, Option<String>, String, String, Option<String>, i64);
        let consents: Vec<ConsentTuple> =
            consent_log::table
                .filter(consent_log::user_id.eq(user_id))
                .order(consent_log::id.asc())
                .select((
                    consent_log::purpose,
                    consent_log::granted,
                    consent_log::choice,
                    consent_log::policy_version,
                    consent_log::language,
                    consent_log::user_agent,
                    consent_log::created_at,
                ))
                .load(c)?;
        let consents_out: Vec<Value> = consents
            .iter()
            .map(|r| {
                json!({"purpose": r.0, "granted": r.1, "choice": r.2, "noticeVersion": r.3,
                    "language": r.4, "userAgent": r.5, "decidedAt": at(r.6)})
            })
            .collect();

        let saved: Vec<(String, String, i64)> = saved_properties::table
            .inner_join(properties::table)
            .filter(saved_properties::user_id.eq(user_id))
            .order(saved_properties::saved_at.asc())
            .select((properties::title, properties::slug, saved_properties::saved_at))
            .load(c)?;
        let saved_out: Vec<Value> = saved
            .iter()
            .map(|s| json!({"property": s.0, "slug": s.1, "savedAt": at(s.2)}))
            .collect();

        type AlertTuple = (String, String, String, String, Option<i64>, i64, Option<i64>, Option<i64>);
        let alerts: Vec<AlertTuple> = price_alerts::table
            .inner_join(properties::table)
            .filter(price_alerts::user_id.eq(user_id))
            .order(price_alerts::id.asc())
            .select((
                properties::title,
                price_alerts::kind,
                price_alerts::booking_type,
                price_alerts::stay_date,
                price_alerts::baseline_paise,
                price_alerts::created_at,
                price_alerts::fired_at,
                price_alerts::ended_at,
            ))
            .load(c)?;
        let alerts_out: Vec<Value> = alerts
            .iter()
            .map(|a| {
                json!({"property": a.0, "kind": a.1, "bookingType": a.2, "date": a.3,
                    "baselinePaise": a.4, "createdAt": at(a.5), "firedAt": at_opt(a.6),
                    "endedAt": at_opt(a.7)})
            })
            .collect();

        let sess: Vec<(String, i64, i64, Option<i64>)> = sessions::table
            .filter(sessions::user_id.eq(user_id))
            .order(sessions::id.asc())
            .select((
                sessions::kind,
                sessions::created_at,
                sessions::expires_at,
                sessions::revoked_at,
            ))
            .load(c)?;
        let sessions_out: Vec<Value> = sess
            .iter()
            .map(|s| json!({"kind": s.0, "startedAt": at(s.1), "expiresAt": at(s.2), "endedAt": at_opt(s.3)}))
            .collect();

        let prefs: Option<(bool, bool, bool, bool)> = notification_preferences::table
            .find(user_id)
            .select((
                notification_preferences::booking_sms,
                notification_preferences::booking_email,
                notification_preferences::message_email,
                notification_preferences::marketing_email,
            ))
            .first(c)
            .optional()?;
        let prefs_out = prefs.map(|p| {
            json!({"bookingSms": p.0, "bookingEmail": p.1, "messageEmail": p.2, "marketingEmail": p.3})
        });

        Ok(json!({
            "profile": profile,
            "bookings": bookings_out,
            "payments": payments_out,
            "reviews": reviews_out,
            "messages": messages_out,
            "consents": consents_out,
            "saved": saved_out,
            "alerts": alerts_out,
            "sessions": sessions_out,
            "notificationPreferences": prefs_out,
        }))
    })
}
