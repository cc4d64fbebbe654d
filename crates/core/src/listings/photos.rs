//! A listing's photos as rows: uploaded in one call ([`Listings::upload_photo`]) and resized off
//! the request path, then ready or failed; reordered, captioned and removed by the owner. At most
//! 30 per listing; a live listing keeps at least one. The bytes are [`PhotoFiles`]'s: crates/media
//! does the pixels and owns the file layout, crates/http runs the queue and hands it over.

use std::future::Future;
use std::sync::Arc;

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::fields::{self, MAX_PHOTOS};
use super::service::{visible_to, By, Listings};
use super::views::{ListingPhoto, PhotoCopy, PhotoFormat};
use crate::error::{CoreError, FieldErrors};
use crate::ids::{PhotoId, PropertyId};
use crate::store::listings as sl;
use crate::store::models::PropertyRow;
use crate::store::write_transaction;
use crate::store::DbConnection;

pub const MAX_ALT_CHARS: usize = 200;
/// What the originals of one owner's photos may take on disk together (the copies add about a
/// tenth). 30 photos of 15 MB are 450 MB, so this is four full listings of the largest uploads,
/// or well over ten of phone photos.
pub const OWNER_STORAGE_QUOTA_BYTES: i64 = 2 * 1024 * 1024 * 1024;

/// A photo waiting for its copies (queued again when the server restarts).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PendingPhoto {
    pub photo_id: PhotoId,
    pub property_id: PropertyId,
    pub original_path: String,
}

/// The copies made of a photo, as served (public URLs), smallest first.
#[derive(Debug, Clone)]
pub struct ProcessedPhoto {
    pub width: i32,
    pub height: i32,
    pub copies: Vec<PhotoCopy>,
}

/// What a photo leaves on disk once its row is gone (or was never written).
#[derive(Debug, Clone, Default)]
pub struct RemovedPhoto {
    pub public_urls: Vec<String>,
    pub original_path: Option<String>,
}

/// What the checks on an upload's header found (crates/media reads it).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct InspectedPhoto {
    /// Its real type, as the extension its original is kept under.
    pub extension: &'static str,
    /// The size as displayed (after the EXIF orientation).
    pub width: u32,
    pub height: u32,
}

/// Where listing photos' bytes go: crates/media implements it (the header checks, the pixels
/// and the file layout), so core keeps the rows and the rules without image code.
pub trait PhotoFiles: Send + Sync {
    /// The checks that need only the header (the type from the bytes, the pixels, the decoded
    /// size): the refusal, or what the photo is. Milliseconds; no pixel is decoded.
    fn inspect(&self, bytes: &[u8]) -> Result<InspectedPhoto, CoreError>;
    /// Keeps an upload's bytes privately; the path to record with the photo.
    fn keep_original(
        &self,
        property: PropertyId,
        bytes: &[u8],
        photo: &InspectedPhoto,
    ) -> Result<String, CoreError>;
    /// Makes the photo's copies off the request path, then records them
    /// ([`Listings::photo_processed`] or [`Listings::photo_failed`]).
    fn process(&self, photo: PendingPhoto);
    /// Removes files of a photo that is gone (files already gone are no error).
    fn remove(&self, removed: &RemovedPhoto);
}

/// What an upload's form held.
#[derive(Debug, Default)]
pub struct PhotoForm {
    /// The photo's bytes (field `file`).
    pub file: Option<Vec<u8>>,
    /// What the photo shows (field `alt`).
    pub alt: Option<String>,
}

/// Runs `f` with `files` on a blocking thread (file and header work).
async fn blocking<T: Send + 'static>(
    files: &Arc<dyn PhotoFiles>,
    f: impl FnOnce(&dyn PhotoFiles) -> T + Send + 'static,
) -> Result<T, CoreError> {
    let files = files.clone();
    tokio::task::spawn_blocking(move || f(files.as_ref()))
        .await
        .map_err(|e| CoreError::Internal(e.into()))
}

/// `PUT …/photos/order`.
#[derive(Debug, Clone, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PhotoOrder {
    /// Every photo id of the listing, cover first.
    #[schema(required = true, value_type = Vec<i64>)]
    pub photo_ids: Option<Vec<i64>>,
}

/// `PUT …/photos/{photoId}`.
#[derive(Debug, Clone, Default, Deserialize, Serialize, ToSchema)]
pub struct PhotoAlt {
    /// What the photo shows, for people who cannot see it (at most 200 characters).
    #[schema(required = true, value_type = String, schema_with = crate::api_schema::photo_alt)]
    pub alt: Option<String>,
}

fn alt_text(alt: Option<&str>) -> Result<Option<String>, CoreError> {
    let mut e = FieldErrors::new();
    // Alt text is one line: a tab or line break that JSON text may hold (and the API document
    // allows, see `api_schema::photo_alt`) reads as a space.
    let alt = alt.map(|a| {
        a.split(['\t', '\n', '\r'])
            .filter(|part| !part.is_empty())
            .collect::<Vec<_>>()
            .join(" ")
    });
    let alt = alt.map(|a| fields::text(&mut e, "alt", &a, MAX_ALT_CHARS, false));
    if e.is_empty() {
        Ok(alt.filter(|a| !a.is_empty()))
    } else {
        Err(CoreError::validation(e))
    }
}

fn too_many() -> CoreError {
    CoreError::Conflict {
        code: "TOO_MANY_PHOTOS",
        message: refusal!("err-h-too-many-photos", max = MAX_PHOTOS),
    }
}

fn storage_full() -> CoreError {
    CoreError::Conflict {
        code: "PHOTO_STORAGE_FULL",
        message: refusal!("err-h-photo-storage-full"),
    }
}

/// Whether one more original of `adding` bytes keeps the owner's photos, now `used` bytes, within
/// [`OWNER_STORAGE_QUOTA_BYTES`].
fn within_quota(used: i64, adding: i64) -> Result<(), CoreError> {
    if used.saturating_add(adding) > OWNER_STORAGE_QUOTA_BYTES {
        Err(storage_full())
    } else {
        Ok(())
    }
}

/// How many photos the listing has, once it is sure it has room for one more and its owner's
/// storage for `adding` more bytes: the rule both the early check and the insert apply.
fn room_for(c: &mut DbConnection, p: &PropertyRow, adding: i64) -> Result<usize, CoreError> {
    let count = sl::images(c, p.id)?.len();
    if count >= MAX_PHOTOS {
        return Err(too_many());
    }
    within_quota(sl::owner_photo_bytes(c, p.owner_id)?, adding)?;
    Ok(count)
}

impl Listings {
    /// Adds a photo: `form` is read only once `by` may add one to the listing (someone else's
    /// listing, or a full one, is refused before the body is read); the header is checked, the
    /// original kept, the row written (processing, last in the order) and the copies queued.
    pub async fn upload_photo<E>(
        &self,
        by: By,
        id: PropertyId,
        files: &Arc<dyn PhotoFiles>,
        form: impl Future<Output = Result<PhotoForm, E>>,
    ) -> Result<ListingPhoto, E>
    where
        E: From<CoreError>,
    {
        self.may_add_photo(by, id).await?;
        let form = form.await?;
        let bytes = form
            .file
            .ok_or_else(|| CoreError::field("file", refusal!("err-h-photo-choose")))?;
        let size = bytes.len() as u64;
        let (bytes, inspected) = blocking(files, move |files| {
            let inspected = files.inspect(&bytes);
            (bytes, inspected)
        })
        .await?;
        let inspected = inspected?;
        let original = blocking(files, move |files| {
            files.keep_original(id, &bytes, &inspected)
        })
        .await??;
        let added = self
            .add_photo(
                by,
                id,
                form.alt.as_deref(),
                &original,
                size,
                inspected.width,
                inspected.height,
            )
            .await;
        let photo = match added {
            Ok(photo) => photo,
            Err(e) => {
                let kept = RemovedPhoto {
                    public_urls: Vec::new(),
                    original_path: Some(original),
                };
                let _ = blocking(files, move |files| files.remove(&kept)).await;
                return Err(e.into());
            }
        };
        files.process(PendingPhoto {
            photo_id: PhotoId::new(photo.id),
            property_id: id,
            original_path: original,
        });
        Ok(photo)
    }

    /// Queues again what a stopped server left processing; how many.
    pub async fn resume_photos(&self, files: &dyn PhotoFiles) -> Result<usize, CoreError> {
        let pending = self.pending_photos().await?;
        let n = pending.len();
        for photo in pending {
            files.process(photo);
        }
        Ok(n)
    }

    /// Checks that `by` may add a photo to the listing now (before the upload is stored): the
    /// listing has room, and its owner's storage has room for at least a byte.
    async fn may_add_photo(&self, by: By, id: PropertyId) -> Result<(), CoreError> {
        self.store()
            .run(move |c| {
                let p = visible_to(sl::property(c, id)?, by)?;
                room_for(c, &p, 1).map(|_| ())
            })
            .await
    }

    /// A new photo, processing, last in the order; its alt text defaults to the title's. The
    /// original (`original_bytes` long) counts against the owner's storage quota.
    #[allow(clippy::too_many_arguments)]
    async fn add_photo(
        &self,
        by: By,
        id: PropertyId,
        alt: Option<&str>,
        original_path: &str,
        original_bytes: u64,
        width: u32,
        height: u32,
    ) -> Result<ListingPhoto, CoreError> {
        let alt = alt_text(alt)?;
        let original = original_path.to_string();
        let original_bytes = i64::try_from(original_bytes).unwrap_or(i64::MAX);
        let row = self
            .store()
            .run(move |c| {
                write_transaction(c, |c| {
                    let p = visible_to(sl::property(c, id)?, by)?;
                    // Uploads in parallel: the count, the next position and the quota below are
                    // read and written by one of them at a time.
                    sl::lock_owner(c, p.owner_id)?;
                    let existing = room_for(c, &p, original_bytes)?;
                    let alt =
                        alt.unwrap_or_else(|| format!("{} — photo {}", p.title, existing + 1));
                    sl::insert_photo(
                        c,
                        id,
                        &alt,
                        &original,
                        original_bytes,
                        width as i32,
                        height as i32,
                    )
                })
            })
            .await?;
        Ok(super::photo_view(&row))
    }

    /// The copies are on disk: the photo is ready (and live, when the listing is).
    pub async fn photo_processed(
        &self,
        photo_id: PhotoId,
        done: ProcessedPhoto,
    ) -> Result<(), CoreError> {
        let now = self.now();
        let (id, public) = self
            .store()
            .run(move |c| {
                write_transaction(c, |c| {
                    let Some(row) = sl::image(c, photo_id)? else {
                        return Err(CoreError::NotFound(crate::Missing::Photo));
                    };
                    let jpegs: Vec<&PhotoCopy> = done
                        .copies
                        .iter()
                        .filter(|v| v.format == PhotoFormat::Jpeg)
                        .collect();
                    let (Some(small), Some(large)) = (jpegs.first(), jpegs.last()) else {
                        return Err(CoreError::Internal(anyhow::anyhow!(
                            "photo {photo_id} has no JPEG copy"
                        )));
                    };
                    let variants = serde_json::to_string(&done.copies)
                        .map_err(|e| CoreError::Internal(e.into()))?;
                    sl::photo_ready(c, photo_id, large, small, &variants)?;
                    let p = sl::property(c, row.property_id)?;
                    sl::touch(c, row.property_id, now)?;
                    Ok((row.property_id, p.is_some_and(|p| p.is_public())))
                })
            })
            .await?;
        self.changed(id, public, public);
        Ok(())
    }

    /// The photo could not be processed; the owner sees it as failed and uploads another.
    pub async fn photo_failed(&self, photo_id: PhotoId) -> Result<(), CoreError> {
        let id = self
            .store()
            .run(move |c| {
                sl::photo_failed(c, photo_id)?;
                Ok(sl::image(c, photo_id)?.map(|r| r.property_id))
            })
            .await?;
        if let Some(id) = id {
            self.changed(id, false, false);
        }
        Ok(())
    }

    /// Photos still waiting for their copies, oldest first.
    async fn pending_photos(&self) -> Result<Vec<PendingPhoto>, CoreError> {
        let rows = self.store().run(sl::pending_photos).await?;
        Ok(rows
            .into_iter()
            .map(|(photo_id, property_id, original_path)| PendingPhoto {
                photo_id,
                property_id,
                original_path,
            })
            .collect())
    }

    /// Removes a photo and then its files; a live listing keeps at least one ready photo.
    pub async fn delete_photo(
        &self,
        by: By,
        id: PropertyId,
        photo_id: PhotoId,
        files: &Arc<dyn PhotoFiles>,
    ) -> Result<(), CoreError> {
        let now = self.now();
        let (removed, public) = self
            .store()
            .run(move |c| {
                write_transaction(c, |c| {
                    let p = visible_to(sl::property(c, id)?, by)?;
                    let photos = sl::images(c, id)?;
                    let Some(row) = photos.iter().find(|r| r.id == photo_id) else {
                        return Err(CoreError::NotFound(crate::Missing::Photo));
                    };
                    let ready_left = photos
                        .iter()
                        .filter(|r| r.id != photo_id && r.status == "ready")
                        .count();
                    if !p.status.awaits_owner() && ready_left == 0 {
                        return Err(CoreError::Conflict {
                            code: "LAST_PHOTO",
                            message: refusal!("err-h-last-photo"),
                        });
                    }
                    let mut urls: Vec<String> = super::photo_copies(row)
                        .into_iter()
                        .map(|v| v.url)
                        .collect();
                    if row.status != "ready" {
                        urls.clear();
                    }
                    sl::delete_photo(c, photo_id)?;
                    sl::touch(c, id, now)?;
                    Ok((
                        RemovedPhoto {
                            public_urls: urls,
                            original_path: row.original_path.clone(),
                        },
                        p.is_public(),
                    ))
                })
            })
            .await?;
        self.changed(id, public, public);
        blocking(files, move |files| files.remove(&removed)).await
    }

    /// Puts the photos in the given order (every id of the listing, once).
    pub async fn reorder_photos(
        &self,
        by: By,
        id: PropertyId,
        order: PhotoOrder,
    ) -> Result<Vec<ListingPhoto>, CoreError> {
        let ids = order.photo_ids.ok_or_else(|| {
            CoreError::field(
                "photoIds",
                refusal!("err-h-field-required", field = "photoIds"),
            )
        })?;
        let now = self.now();
        let (rows, public) = self
            .store()
            .run(move |c| {
                write_transaction(c, |c| {
                    let p = visible_to(sl::property(c, id)?, by)?;
                    let mut have: Vec<i64> =
                        sl::images(c, id)?.iter().map(|r| r.id.get()).collect();
                    let mut want = ids.clone();
                    have.sort_unstable();
                    want.sort_unstable();
                    if have != want {
                        return Err(CoreError::field("photoIds", refusal!("err-h-photo-order")));
                    }
                    sl::reorder_photos(c, id, &ids)?;
                    sl::touch(c, id, now)?;
                    Ok((sl::images(c, id)?, p.is_public()))
                })
            })
            .await?;
        self.changed(id, public, public);
        Ok(rows.iter().map(super::photo_view).collect())
    }

    /// Changes a photo's alt text.
    pub async fn set_photo_alt(
        &self,
        by: By,
        id: PropertyId,
        photo_id: PhotoId,
        alt: PhotoAlt,
    ) -> Result<ListingPhoto, CoreError> {
        let alt = alt_text(alt.alt.as_deref())?
            .ok_or_else(|| CoreError::field("alt", refusal!("err-h-photo-alt")))?;
        let now = self.now();
        let (row, public) = self
            .store()
            .run(move |c| {
                write_transaction(c, |c| {
                    let p = visible_to(sl::property(c, id)?, by)?;
                    if !sl::images(c, id)?.iter().any(|r| r.id == photo_id) {
                        return Err(CoreError::NotFound(crate::Missing::Photo));
                    }
                    sl::set_photo_alt(c, photo_id, &alt)?;
                    sl::touch(c, id, now)?;
                    let row = sl::image(c, photo_id)?
                        .ok_or(CoreError::NotFound(crate::Missing::Photo))?;
                    Ok((row, p.is_public()))
                })
            })
            .await?;
        self.changed(id, public, public);
        Ok(super::photo_view(&row))
    }
}
