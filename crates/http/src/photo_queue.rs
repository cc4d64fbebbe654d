//! Resizing uploads off the request path: the original is kept privately under
//! `{data_dir}/originals`, the copies are written under `{data_dir}/uploads/listings`. At most two
//! photos are processed at once (each takes about a second of a core), and only while their
//! peak memory, as the header tells it (`escapes_media::Inspected::peak_bytes`: ~180 MB for 12
//! megapixels, ~420 MB for the largest accepted), fits [`MEMORY_BUDGET_MB`] together: a big photo
//! runs alone, so however many uploads are waiting, decoding holds at most that much.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use escapes_core::ids::PropertyId;
use escapes_core::listings::photos::{PendingPhoto, ProcessedPhoto};
use escapes_core::listings::views::{PhotoCopy, PhotoFormat};
use escapes_core::listings::Listings;
use escapes_core::CoreError;
use tokio::sync::Semaphore;

/// Photos processed at once.
pub const PARALLEL: usize = 2;
/// Megabytes the photos being processed may take together at their peaks.
pub const MEMORY_BUDGET_MB: u32 = 384;

/// The share of [`MEMORY_BUDGET_MB`] a photo of `peak_bytes` holds while it is processed: its
/// peak in whole megabytes, and the whole budget (it runs alone) when it needs more.
pub fn memory_permits(peak_bytes: u64) -> u32 {
    let megabytes = peak_bytes.div_ceil(1024 * 1024).max(1);
    u32::try_from(megabytes).map_or(MEMORY_BUDGET_MB, |mb| mb.min(MEMORY_BUDGET_MB))
}

pub struct PhotoQueue {
    listings: Arc<Listings>,
    data_dir: PathBuf,
    permits: Arc<Semaphore>,
    memory: Arc<Semaphore>,
}

fn io(e: std::io::Error) -> CoreError {
    CoreError::Internal(e.into())
}

impl PhotoQueue {
    pub fn new(listings: Arc<Listings>, data_dir: &Path) -> Self {
        Self {
            listings,
            data_dir: data_dir.to_path_buf(),
            permits: Arc::new(Semaphore::new(PARALLEL)),
            memory: Arc::new(Semaphore::new(MEMORY_BUDGET_MB as usize)),
        }
    }

    /// Keeps an upload's bytes privately; the path to record with the photo.
    pub async fn keep_original(
        &self,
        property: PropertyId,
        bytes: axum::body::Bytes,
        extension: &str,
    ) -> Result<String, CoreError> {
        let dir = self.data_dir.join("originals").join(property.to_string());
        let name = format!("{:016x}.{extension}", rand::random::<u64>());
        let path = dir.join(name);
        tokio::fs::create_dir_all(&dir).await.map_err(io)?;
        tokio::fs::write(&path, &bytes).await.map_err(io)?;
        Ok(path.to_string_lossy().into_owned())
    }

    pub async fn discard(&self, original: &str) {
        let _ = tokio::fs::remove_file(original).await;
    }

    /// Removes a deleted photo's files (the copies by their public URLs, and the original).
    pub async fn remove_files(&self, public_urls: &[String], original: Option<&str>) {
        for url in public_urls {
            if let Some(rel) = url.strip_prefix("/uploads/listings/") {
                if !rel.contains("..") {
                    let _ = tokio::fs::remove_file(self.uploads().join(rel)).await;
                }
            }
        }
        if let Some(o) = original {
            self.discard(o).await;
        }
    }

    fn uploads(&self) -> PathBuf {
        self.data_dir.join("uploads").join("listings")
    }

    /// Processes the photo in the background; the listing shows it as processing meanwhile.
    pub fn enqueue(&self, job: PendingPhoto) -> tokio::task::JoinHandle<()> {
        let listings = self.listings.clone();
        let permits = self.permits.clone();
        let memory = self.memory.clone();
        let uploads = self.uploads();
        tokio::spawn(async move {
            let Ok(_permit) = permits.acquire_owned().await else {
                return;
            };
            let photo_id = job.photo_id;
            // Read under the first permit, so at most PARALLEL originals wait in memory.
            let outcome = match tokio::fs::read(&job.original_path).await {
                Ok(bytes) => {
                    // Cheap (the header only); a photo it refuses fails in `process` below.
                    let peak = escapes_media::inspect(&bytes).map_or(0, |i| i.peak_bytes());
                    let Ok(_memory) = memory.acquire_many_owned(memory_permits(peak)).await else {
                        return;
                    };
                    tokio::task::spawn_blocking(move || process(&job, &bytes, &uploads)).await
                }
                Err(e) => Ok(Err(io(e))),
            };
            let result = match outcome {
                Ok(Ok(done)) => listings.photo_processed(photo_id, done).await,
                Ok(Err(e)) => {
                    tracing::warn!(photo_id = photo_id.get(), error = %e, "photo processing failed");
                    listings.photo_failed(photo_id).await
                }
                Err(e) => {
                    tracing::error!(photo_id = photo_id.get(), error = %e, "photo processing panicked");
                    listings.photo_failed(photo_id).await
                }
            };
            if let Err(e) = result {
                tracing::warn!(photo_id = photo_id.get(), error = %e, "recording a processed photo");
            }
        })
    }

    /// Queues again what a stopped server left processing.
    pub async fn resume(&self) -> Result<usize, CoreError> {
        let pending = self.listings.pending_photos().await?;
        let n = pending.len();
        for job in pending {
            self.enqueue(job);
        }
        Ok(n)
    }
}

fn process(job: &PendingPhoto, bytes: &[u8], uploads: &Path) -> Result<ProcessedPhoto, CoreError> {
    let processed = escapes_media::process(bytes)?;
    let dir = uploads.join(job.property_id.to_string());
    std::fs::create_dir_all(&dir).map_err(io)?;
    let mut copies = Vec::new();
    for v in &processed.variants {
        let name = format!("{}-{}.{}", job.photo_id, v.width, v.format.extension());
        std::fs::write(dir.join(&name), &v.bytes).map_err(io)?;
        copies.push(PhotoCopy {
            url: format!("/uploads/listings/{}/{name}", job.property_id),
            width: v.width as i32,
            height: v.height as i32,
            format: v.format.photo_format(),
        });
    }
    copies.sort_by_key(|c| (c.width, c.format != PhotoFormat::Webp));
    Ok(ProcessedPhoto {
        width: processed.width as i32,
        height: processed.height as i32,
        copies,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    const MB: u64 = 1024 * 1024;

    #[test]
    fn a_photo_holds_its_peak_of_the_budget_and_a_huge_one_all_of_it() {
        assert_eq!(memory_permits(0), 1);
        assert_eq!(memory_permits(180 * MB), 180);
        assert_eq!(memory_permits(180 * MB + 1), 181);
        // Two 12-megapixel photos run together; the largest accepted one runs alone.
        let twelve = escapes_media::Inspected {
            format: escapes_media::SourceFormat::Jpeg,
            width: 4000,
            height: 3000,
            decoded_bytes: 4000 * 3000 * 3,
        };
        assert!(2 * memory_permits(twelve.peak_bytes()) <= MEMORY_BUDGET_MB);
        let largest = escapes_media::Inspected {
            format: escapes_media::SourceFormat::Png,
            width: 8000,
            height: 5000,
            decoded_bytes: escapes_media::MAX_DECODED_BYTES,
        };
        assert_eq!(memory_permits(largest.peak_bytes()), MEMORY_BUDGET_MB);
        assert_eq!(memory_permits(u64::MAX), MEMORY_BUDGET_MB);
    }
}
