//! The deposit's actions by person: the owner records cash and claims (with photos), the guest
//! accepts or disputes a claim, staff decide a disputed one; each in one write transaction with
//! the ledger's entry and the notices. Someone else's booking is "not found".

use std::future::Future;
use std::sync::Arc;

use serde_json::json;

use super::views::{is_claim_status, ClaimPhoto, DepositClaimRow, DepositView};
use super::{
    can_answer, can_claim, can_record_cash, kept_under, owner_of, settle_in, tell_claimed,
    CashDepositRequest, ClaimRequest, DecisionRequest, GuestDisputeRequest, MAX_CLAIM_PHOTOS,
    MAX_RECEIPT_CHARS,
};
use crate::audit::{Record, Staff, Target};
use crate::auth::User;
use crate::error::{CoreError, FieldErrors};
use crate::ids::{BookingId, UserId};
use crate::kinds::deposit::{DepositDecision, DepositMethod, DepositStatus};
use crate::kinds::ledger::EntryKind;
use crate::listings::photos::{PhotoFiles, PhotoForm};
use crate::money::{paise_en_in, Paise};
use crate::page::{ListRequest, Page};
use crate::reason::required_reason;
use crate::store::bookings::{self as sb, BookingRow};
use crate::store::deposits::{self as db, DepositRow, NewClaimPhoto};
use crate::store::{write_transaction, DbConnection, Store};
use crate::time::SharedClock;

/// The console's queue sorts.
pub const CLAIM_SORTS: &[&str] = &["id", "claimedAt", "claimAmountPaise"];

fn conflict(code: &'static str, message: crate::Said) -> CoreError {
    CoreError::Conflict { code, message }
}

fn no_deposit() -> CoreError {
    conflict("NO_DEPOSIT", refusal!("err-b-deposit-none"))
}

fn claim_closed() -> CoreError {
    conflict(
        "DEPOSIT_CLAIM_CLOSED",
        refusal!("err-b-deposit-claim-closed"),
    )
}

fn already_claimed() -> CoreError {
    conflict("DEPOSIT_ALREADY_CLAIMED", refusal!("err-b-deposit-claimed"))
}

fn answer_closed() -> CoreError {
    conflict(
        "DEPOSIT_ANSWER_CLOSED",
        refusal!("err-b-deposit-answer-closed"),
    )
}

fn cash_closed() -> CoreError {
    conflict("DEPOSIT_CASH_CLOSED", refusal!("err-b-deposit-cash-closed"))
}

fn not_disputed() -> CoreError {
    conflict(
        "DEPOSIT_NOT_DISPUTED",
        crate::Said::staff_only("Only a disputed claim waits for a decision."),
    )
}

fn missing_booking() -> CoreError {
    CoreError::NotFound(crate::Missing::Booking)
}

/// Booking `id` when `owner` owns its farmhouse; "not found" otherwise.
fn owned(c: &mut DbConnection, id: BookingId, owner: UserId) -> Result<BookingRow, CoreError> {
    let b = sb::booking(c, id)?.ok_or_else(missing_booking)?;
    if owner_of(c, &b)? != owner {
        return Err(missing_booking());
    }
    Ok(b)
}

/// Booking `id` when `guest` made it; "not found" otherwise.
fn guests(c: &mut DbConnection, id: BookingId, guest: UserId) -> Result<BookingRow, CoreError> {
    sb::booking(c, id)?
        .filter(|b| b.guest_id == guest)
        .ok_or_else(missing_booking)
}

/// The receipt as the owner typed it: 1–100 characters, one line.
fn receipt_of(request: &CashDepositRequest) -> Result<String, CoreError> {
    let receipt = request.receipt.as_deref().map(str::trim).unwrap_or("");
    let problem = if receipt.is_empty() {
        Some(refusal!("err-h-field-required", field = "receipt"))
    } else if receipt.chars().any(char::is_control) {
        Some(refusal!("err-h-field-control-chars", field = "receipt"))
    } else if receipt.chars().count() > MAX_RECEIPT_CHARS {
        Some(refusal!(
            "err-h-field-too-long",
            field = "receipt",
            max = MAX_RECEIPT_CHARS
        ))
    } else {
        None
    };
    match problem {
        Some(p) => Err(CoreError::field("receipt", p)),
        None => Ok(receipt.to_string()),
    }
}

/// A claim's amount in paise: given, at least ₹1 and at most the deposit of `amount_paise`.
fn claim_amount(rupees: Option<i64>, deposit: i64) -> Result<i64, CoreError> {
    match rupees {
        Some(r) if r >= 1 && Paise::from_rupees(r).0 <= deposit => Ok(Paise::from_rupees(r).0),
        Some(_) => Err(CoreError::field(
            "amount",
            refusal!(
                "err-b-deposit-claim-amount",
                max = paise_en_in(Paise(deposit))
            ),
        )),
        None => Err(CoreError::field(
            "amount",
            refusal!("err-h-field-required", field = "amount"),
        )),
    }
}

fn decision_of(text: Option<&str>) -> Result<DepositDecision, CoreError> {
    text.map(str::trim)
        .and_then(|s| s.parse::<DepositDecision>().ok())
        .ok_or_else(|| {
            CoreError::field(
                "decision",
                crate::Said::staff_only("decision must be full, part or none"),
            )
        })
}

/// The content type a kept original is served with, from the extension it was kept under.
fn content_type(extension: &str) -> String {
    match extension {
        "jpg" | "jpeg" => "image/jpeg".into(),
        other => format!("image/{other}"),
    }
}

/// The deposit service (`AppState::deposits`).
#[derive(Clone)]
pub struct Deposits {
    store: Store,
    clock: SharedClock,
}

impl Deposits {
    pub fn new(store: Store, clock: SharedClock) -> Self {
        Self { store, clock }
    }

    fn now(&self) -> i64 {
        self.clock.now().timestamp()
    }

    /// The deposit of booking `id` as its guest and owner read it now.
    async fn view(&self, id: BookingId) -> Result<DepositView, CoreError> {
        let now = self.now();
        self.store
            .run(move |c| {
                let b = sb::booking(c, id)?.ok_or_else(missing_booking)?;
                let d = db::of(c, id)?;
                let photos = db::photos(c, id)?;
                let refunds = crate::store::refunds::for_booking(c, id)?;
                DepositView::of(&b, d.as_ref(), &photos, &refunds, now).ok_or_else(no_deposit)
            })
            .await
    }

    /// The owner records the deposit of their confirmed booking as paid in cash at check-in, with
    /// the receipt's number or a note. Refused (409) when the booking asks none, it is already
    /// collected, or the stay is not about to start or under way. Nothing goes to the ledger: the
    /// cash is the owner's to hold and hand back.
    pub async fn record_cash(
        &self,
        id: BookingId,
        owner: &User,
        request: &CashDepositRequest,
    ) -> Result<DepositView, CoreError> {
        let receipt = receipt_of(request)?;
        let (owner_id, at) = (owner.id, self.now());
        self.store
            .run(move |c| {
                write_transaction(c, |c| {
                    let b = owned(c, id, owner_id)?;
                    if b.deposit_paise <= 0 {
                        return Err(no_deposit());
                    }
                    let collected = db::of(c, id)?.is_some();
                    if !can_record_cash(&b, collected, at) {
                        return Err(cash_closed());
                    }
                    let row = DepositRow {
                        booking_id: b.id,
                        amount_paise: b.deposit_paise,
                        method: DepositMethod::Cash,
                        status: DepositStatus::Held,
                        payment_id: None,
                        cash_receipt: Some(receipt.clone()),
                        recorded_by: Some(owner_id),
                        collected_at: at,
                        claim_amount_paise: None,
                        claim_reason: None,
                        claimed_at: None,
                        answered_at: None,
                        dispute_reason: None,
                        decision: None,
                        decision_reason: None,
                        decided_by: None,
                        kept_paise: None,
                        refund_id: None,
                        settled_at: None,
                    };
                    if !db::insert(c, &row)? {
                        return Err(cash_closed());
                    }
                    Ok(())
                })
            })
            .await?;
        self.store.events().booking_changed(id);
        self.view(id).await
    }

    /// Whether `owner` may add a claim photo to booking `id` now (before the upload is read).
    async fn may_add_photo(&self, id: BookingId, owner: UserId) -> Result<(), CoreError> {
        let now = self.now();
        self.store
            .run(move |c| {
                let b = owned(c, id, owner)?;
                let d = db::of(c, id)?.ok_or_else(no_deposit)?;
                if !can_claim(&b, &d, now) {
                    return Err(claim_closed());
                }
                if db::photos(c, id)?.len() >= MAX_CLAIM_PHOTOS {
                    return Err(conflict(
                        "TOO_MANY_PHOTOS",
                        refusal!("err-h-too-many-photos", max = MAX_CLAIM_PHOTOS),
                    ));
                }
                Ok(b)
            })
            .await
            .map(drop)
    }

    /// The owner adds a photo for the claim they are about to make (up to six), through the
    /// listing photos' checks (the type from the bytes, the size, the pixels); kept privately,
    /// shown only to the booking's guest, its owner and staff. Only while they may claim.
    pub async fn add_photo<E>(
        &self,
        id: BookingId,
        owner: &User,
        files: &Arc<dyn PhotoFiles>,
        form: impl Future<Output = Result<PhotoForm, E>>,
    ) -> Result<ClaimPhoto, E>
    where
        E: From<CoreError>,
    {
        let owner_id = owner.id;
        self.may_add_photo(id, owner_id).await?;
        let form = form.await?;
        let bytes = form
            .file
            .ok_or_else(|| CoreError::field("file", refusal!("err-h-photo-choose")))?;
        let property = self
            .store
            .run(move |c| sb::booking(c, id))
            .await?
            .ok_or_else(missing_booking)?
            .property_id;
        let files = files.clone();
        let kept = tokio::task::spawn_blocking(move || {
            let inspected = files.inspect(&bytes)?;
            let path = files.keep_original(property, &bytes, &inspected)?;
            Ok::<_, CoreError>((path, content_type(inspected.extension)))
        })
        .await
        .map_err(|e| CoreError::Internal(e.into()))??;
        let now = self.now();
        let photo = self
            .store
            .run(move |c| {
                write_transaction(c, |c| {
                    // Checked again with the row's writer: a claim or a sixth photo may have
                    // come meanwhile.
                    let b = owned(c, id, owner_id)?;
                    let d = db::of(c, id)?.ok_or_else(no_deposit)?;
                    if !can_claim(&b, &d, now) {
                        return Err(claim_closed());
                    }
                    if db::photos(c, id)?.len() >= MAX_CLAIM_PHOTOS {
                        return Err(conflict(
                            "TOO_MANY_PHOTOS",
                            refusal!("err-h-too-many-photos", max = MAX_CLAIM_PHOTOS),
                        ));
                    }
                    let new = NewClaimPhoto {
                        booking_id: id,
                        path: kept.0.clone(),
                        content_type: kept.1.clone(),
                        created_at: now,
                    };
                    let photo_id = db::insert_photo(c, &new)?;
                    Ok(ClaimPhoto {
                        id: photo_id,
                        url: super::views::photo_url(id.get(), photo_id),
                    })
                })
            })
            .await?;
        Ok(photo)
    }

    /// The owner claims `amount` rupees of their booking's held deposit with a reason, from
    /// check-out until 48 hours after; the guest is told and has 48 hours to answer. Refused: an
    /// amount over the deposit or no reason (400), a second claim (409 DEPOSIT_ALREADY_CLAIMED),
    /// out of the window or a deposit not held (409 DEPOSIT_CLAIM_CLOSED), none collected (409
    /// NO_DEPOSIT).
    pub async fn claim(
        &self,
        id: BookingId,
        owner: &User,
        request: &ClaimRequest,
    ) -> Result<DepositView, CoreError> {
        let mut fields = FieldErrors::new();
        if request.amount.is_none() {
            fields.insert(
                "amount".into(),
                refusal!("err-h-field-required", field = "amount"),
            );
        }
        let reason = match required_reason(request.reason.as_deref().unwrap_or("")) {
            Ok(r) => r,
            Err(CoreError::Validation { fields: f, .. }) => {
                fields.extend(f);
                String::new()
            }
            Err(e) => return Err(e),
        };
        if !fields.is_empty() {
            return Err(CoreError::validation(fields));
        }
        let (owner_id, at, rupees) = (owner.id, self.now(), request.amount);
        self.store
            .run(move |c| {
                write_transaction(c, |c| {
                    let b = owned(c, id, owner_id)?;
                    let d = db::of(c, id)?.ok_or_else(no_deposit)?;
                    let amount = claim_amount(rupees, d.amount_paise)?;
                    if d.claimed_at.is_some() {
                        return Err(already_claimed());
                    }
                    if !can_claim(&b, &d, at) {
                        return Err(claim_closed());
                    }
                    if !db::claim(c, id, amount, &reason, at)? {
                        return Err(claim_closed());
                    }
                    tell_claimed(
                        c,
                        &b,
                        amount,
                        &reason,
                        at + super::ANSWER_WINDOW_SECONDS,
                        at,
                    )
                })
            })
            .await?;
        self.store.events().booking_changed(id);
        self.view(id).await
    }

    /// The guest accepts the owner's claim within 48 hours: the owner keeps what they claimed,
    /// the rest goes back.
    pub async fn accept(&self, id: BookingId, guest: &User) -> Result<DepositView, CoreError> {
        let (guest_id, at) = (guest.id, self.now());
        self.store
            .run(move |c| {
                write_transaction(c, |c| {
                    let b = guests(c, id, guest_id)?;
                    let d = db::of(c, id)?.ok_or_else(no_deposit)?;
                    let kept = d.claim_amount_paise.unwrap_or(0);
                    if !can_answer(&d, at)
                        || !db::settle(
                            c,
                            id,
                            DepositStatus::Claimed,
                            DepositStatus::Accepted,
                            kept,
                            at,
                        )?
                    {
                        return Err(answer_closed());
                    }
                    db::set_answer(c, id, None, at)?;
                    settle_in(
                        c,
                        &b,
                        &d,
                        EntryKind::DepositSettled,
                        kept,
                        "Deposit claim accepted by the guest",
                        &format!("user:{guest_id}"),
                        at,
                    )
                })
            })
            .await?;
        self.store.events().booking_changed(id);
        self.view(id).await
    }

    /// The guest disputes the owner's claim within 48 hours, with a reason: the deposit stays held
    /// and the claim goes to staff's queue.
    pub async fn dispute(
        &self,
        id: BookingId,
        guest: &User,
        request: &GuestDisputeRequest,
    ) -> Result<DepositView, CoreError> {
        let reason = required_reason(request.reason.as_deref().unwrap_or(""))?;
        let (guest_id, at) = (guest.id, self.now());
        self.store
            .run(move |c| {
                write_transaction(c, |c| {
                    guests(c, id, guest_id)?;
                    let d = db::of(c, id)?.ok_or_else(no_deposit)?;
                    if !can_answer(&d, at)
                        || !db::move_status(c, id, DepositStatus::Claimed, DepositStatus::Disputed)?
                    {
                        return Err(answer_closed());
                    }
                    db::set_answer(c, id, Some(&reason), at)
                })
            })
            .await?;
        self.store.events().booking_changed(id);
        self.view(id).await
    }

    /// Staff decide a disputed claim with a required reason, audited: the owner keeps all of it
    /// (full), `kept_paise` of it (part) or nothing (none); the rest goes back to the guest, and
    /// both are told.
    pub async fn decide(
        &self,
        staff: &Staff,
        id: BookingId,
        request: &DecisionRequest,
    ) -> Result<DepositClaimRow, CoreError> {
        let decision = decision_of(request.decision.as_deref())?;
        let reason = required_reason(request.reason.as_deref().unwrap_or(""))?;
        let (staff, at, part) = (staff.clone(), self.now(), request.kept_paise);
        self.store
            .run(move |c| {
                write_transaction(c, |c| {
                    let b = sb::booking(c, id)?.ok_or_else(missing_booking)?;
                    let d = db::of(c, id)?.ok_or_else(no_deposit)?;
                    if d.status != DepositStatus::Disputed {
                        return Err(not_disputed());
                    }
                    let claimed = d.claim_amount_paise.unwrap_or(0);
                    let kept = kept_under(decision, claimed, part)?;
                    if !db::settle(
                        c,
                        id,
                        DepositStatus::Disputed,
                        DepositStatus::Decided,
                        kept,
                        at,
                    )? {
                        return Err(not_disputed());
                    }
                    db::set_decision(c, id, decision, &reason, &staff.name)?;
                    let actor = format!("{}:{}", staff.role, staff.name);
                    let memo = format!("Deposit claim decided ({decision}): {reason}");
                    settle_in(
                        c,
                        &b,
                        &d,
                        EntryKind::DepositSettled,
                        kept,
                        &memo,
                        &actor,
                        at,
                    )?;
                    crate::audit::record(
                        c,
                        &staff,
                        Record {
                            action: "deposit.decide",
                            target: Target::booking(&b.code, b.id, b.guest_id),
                            reason: &reason,
                            before: Some(json!({
                                "deposit": "disputed", "claimPaise": claimed,
                                "amountPaise": d.amount_paise,
                            })),
                            after: Some(json!({
                                "deposit": "decided", "decision": decision.as_str(),
                                "keptPaise": kept, "returnedPaise": d.amount_paise - kept,
                            })),
                        },
                        at,
                    )
                })
            })
            .await?;
        self.store.events().booking_changed(id);
        self.claim_row(id).await
    }

    /// The console's queue of claims, narrowed to one status (`disputed` for the decisions
    /// waiting), oldest claim first unless asked otherwise.
    pub async fn queue(
        &self,
        req: ListRequest,
        status: Option<&str>,
    ) -> Result<Page<DepositClaimRow>, CoreError> {
        let req = req.checked(CLAIM_SORTS)?;
        let status = match status.map(str::trim).filter(|s| !s.is_empty()) {
            None => None,
            Some(s) => Some(
                s.parse::<DepositStatus>()
                    .ok()
                    .filter(|s| is_claim_status(*s))
                    .ok_or_else(|| {
                        CoreError::field(
                            "status",
                            crate::Said::staff_only(
                                "status must be claimed, disputed, accepted or decided",
                            ),
                        )
                    })?,
            ),
        };
        self.store
            .run(move |c| {
                let page = db::list(c, &req, status)?;
                let mut photos = Vec::new();
                for (d, ..) in &page.items {
                    photos.extend(db::photos(c, d.booking_id)?);
                }
                Ok(page.map(|(d, code, title)| DepositClaimRow::of(d, code, title, &photos)))
            })
            .await
    }

    /// One claim for the console (by its booking's id).
    pub async fn claim_row(&self, id: BookingId) -> Result<DepositClaimRow, CoreError> {
        self.store
            .run(move |c| {
                let b = sb::booking(c, id)?.ok_or_else(missing_booking)?;
                let d = db::of(c, id)?
                    .filter(|d| d.claimed_at.is_some())
                    .ok_or_else(missing_booking)?;
                let title = sb::property(c, b.property_id)?
                    .map(|p| p.title)
                    .unwrap_or_default();
                let photos = db::photos(c, id)?;
                Ok(DepositClaimRow::of(d, b.code, title, &photos))
            })
            .await
    }

    /// Where claim photo `photo_id` of booking `id` is kept and its content type, for the
    /// booking's guest or owner (`viewer`), or staff (`None`); "not found" for anyone else.
    pub async fn photo(
        &self,
        viewer: Option<&User>,
        id: BookingId,
        photo_id: i64,
    ) -> Result<(String, String), CoreError> {
        let viewer_id = viewer.map(|v| v.id);
        self.store
            .run(move |c| {
                let b = sb::booking(c, id)?.ok_or_else(missing_booking)?;
                if let Some(v) = viewer_id {
                    if b.guest_id != v && owner_of(c, &b)? != v {
                        return Err(missing_booking());
                    }
                }
                db::photos(c, id)?
                    .into_iter()
                    .find(|p| p.id == photo_id)
                    .map(|p| (p.path, p.content_type))
                    .ok_or(CoreError::NotFound(crate::Missing::Photo))
            })
            .await
    }
}
