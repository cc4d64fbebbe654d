//! Resizing uploads off the request path, and the photo files core asks for (`PhotoFiles`,
//! through crates/media, which owns their layout: `escapes_media::PhotoLayout`). At most two
//! photos are processed at once (each takes about a second of a core), and only while their
//! peak memory, as the header tells it (`escapes_media::Inspected::peak_bytes`: ~180 MB for 12
//! megapixels, ~420 MB for the largest accepted), fits [`MEMORY_BUDGET_MB`] together: a big photo
//! runs alone, so however many uploads are waiting, decoding holds at most that much.

use std::path::Path;
use std::sync::Arc;

use escapes_core::ids::PropertyId;
use escapes_core::listings::photos::{InspectedPhoto, PendingPhoto, PhotoFiles, RemovedPhoto};
use escapes_core::listings::Listings;
use escapes_core::CoreError;
use escapes_media::PhotoLayout;
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
    layout: PhotoLayout,
    permits: Arc<Semaphore>,
    memory: Arc<Semaphore>,
}

impl PhotoQueue {
    pub fn new(listings: Arc<Listings>, data_dir: &Path) -> Self {
        Self {
            listings,
            layout: PhotoLayout::new(data_dir),
            permits: Arc::new(Semaphore::new(PARALLEL)),
            memory: Arc::new(Semaphore::new(MEMORY_BUDGET_MB as usize)),
        }
    }

    /// Processes the photo in the background; the listing shows it as processing meanwhile.
    pub fn enqueue(&self, job: PendingPhoto) -> tokio::task::JoinHandle<()> {
        let listings = self.listings.clone();
        let permits = self.permits.clone();
        let memory = self.memory.clone();
        let layout = self.layout.clone();
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
                    tokio::task::spawn_blocking(move || {
                        layout.write_copies(&job, &escapes_media::process(&bytes)?)
                    })
                    .await
                }
                Err(e) => Ok(Err(CoreError::Internal(e.into()))),
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
}

impl PhotoFiles for PhotoQueue {
    fn inspect(&self, bytes: &[u8]) -> Result<InspectedPhoto, CoreError> {
        let inspected = escapes_media::inspect(bytes)?;
        Ok(InspectedPhoto {
            extension: inspected.format.extension(),
            width: inspected.width,
            height: inspected.height,
        })
    }

    fn keep_original(
        &self,
        property: PropertyId,
        bytes: &[u8],
        photo: &InspectedPhoto,
    ) -> Result<String, CoreError> {
        self.layout.keep_original(property, bytes, photo.extension)
    }

    fn process(&self, photo: PendingPhoto) {
        self.enqueue(photo);
    }

    fn remove(&self, removed: &RemovedPhoto) {
        self.layout
            .remove(&removed.public_urls, removed.original_path.as_deref());
    }
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
