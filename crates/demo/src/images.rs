//! Listing photos for seeded properties: which scenes a property gets, where their files live,
//! and writing the missing ones as JPEG (1200×800 plus a 480×320 thumbnail) on every core.

use std::path::{Component, Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use rand::{RngExt, SeedableRng};

use super::canvas::Canvas;
use super::scene::{Building, Scene, Subject, TimeOfDay, TIMES};
use escapes_core::bulk::{ImageSeed, PROPERTY_ID_PLACEHOLDER};
use escapes_core::CoreError;

pub const LARGE: (u32, u32) = (1200, 800);
/// The large picture reduced by 2/5 (see `Canvas::downscale_5_to_2`).
pub const THUMB: (u32, u32) = (480, 320);
const JPEG_QUALITY: u8 = 78;
/// Pictures shared by synthetic properties, so a 10,000-listing load test writes 48 files.
pub const POOL_SIZE: usize = 24;
const POOL_DIR: &str = "seed-pool";

/// FNV-1a: a stable hash (unlike `DefaultHasher`) so a listing keeps its pictures across runs.
pub fn stable_hash(parts: &[&[u8]]) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for part in parts {
        for b in *part {
            h ^= u64::from(*b);
            h = h.wrapping_mul(0x0100_0000_01b3);
        }
        h ^= 0xff;
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    h
}

/// Chooses 3–5 different pictures for a listing: the pool first when it has one.
pub fn plan_scenes(
    slug: &str,
    building: Building,
    has_pool: bool,
    has_bonfire: bool,
) -> Vec<Scene> {
    let mut rng = StdRng::seed_from_u64(stable_hash(&[b"scenes", slug.as_bytes()]));
    let count = rng.random_range(3..=5);
    let first = if has_pool {
        Subject::Pool
    } else {
        Subject::House
    };
    let mut rest = vec![Subject::Lawn, Subject::Countryside];
    if has_pool {
        rest.push(Subject::House);
    }
    if has_bonfire {
        rest.push(Subject::Bonfire);
    }
    rest.shuffle(&mut rng);
    let mut subjects = vec![first];
    subjects.extend(rest);
    // With few candidates, a second pool or lawn picture at another time of day.
    while subjects.len() < count {
        subjects.push(if has_pool {
            Subject::Pool
        } else {
            Subject::Lawn
        });
    }
    subjects.truncate(count);

    let mut times: Vec<TimeOfDay> = TIMES.to_vec();
    times.shuffle(&mut rng);
    // The cover photo is never the night shot.
    if times[0] == TimeOfDay::Night {
        times.swap(0, 4);
    }
    subjects
        .into_iter()
        .enumerate()
        .map(|(i, subject)| {
            let time = match subject {
                Subject::Bonfire => {
                    if rng.random_bool(0.6) {
                        TimeOfDay::Night
                    } else {
                        TimeOfDay::Dusk
                    }
                }
                _ => times[i % times.len()],
            };
            let position = (i + 1).to_string();
            Scene {
                subject,
                time,
                building,
                seed: stable_hash(&[b"image", slug.as_bytes(), position.as_bytes()]),
            }
        })
        .collect()
}

/// The image rows of a listing whose files live under its own folder (`/uploads/properties/{id}`).
pub fn property_image_rows(scenes: &[Scene], title: &str) -> Vec<ImageSeed> {
    scenes
        .iter()
        .enumerate()
        .map(|(i, scene)| {
            let n = i + 1;
            ImageSeed {
                position: n as i32,
                alt: scene.alt(title),
                path: format!(
                    "/uploads/properties/{PROPERTY_ID_PLACEHOLDER}/{n}-{}.jpg",
                    LARGE.0
                ),
                width: LARGE.0 as i32,
                height: LARGE.1 as i32,
                thumb_path: format!(
                    "/uploads/properties/{PROPERTY_ID_PLACEHOLDER}/{n}-{}.jpg",
                    THUMB.0
                ),
                thumb_width: THUMB.0 as i32,
                thumb_height: THUMB.1 as i32,
            }
        })
        .collect()
}

/// The shared pictures synthetic listings reuse: every subject at several times of day.
pub fn pool_scenes() -> Vec<Scene> {
    const SUBJECTS: [Subject; 5] = [
        Subject::Pool,
        Subject::Lawn,
        Subject::House,
        Subject::Bonfire,
        Subject::Countryside,
    ];
    const BUILDINGS: [Building; 5] = [
        Building::Farmhouse,
        Building::Villa,
        Building::Cottage,
        Building::Resort,
        Building::Estate,
    ];
    (0..POOL_SIZE)
        .map(|k| {
            let subject = SUBJECTS[k % SUBJECTS.len()];
            let time = match subject {
                Subject::Bonfire => [TimeOfDay::Night, TimeOfDay::Dusk][(k / 5) % 2],
                _ => TIMES[(k / 5 + k) % TIMES.len()],
            };
            Scene {
                subject,
                time,
                building: BUILDINGS[(k / 2) % BUILDINGS.len()],
                seed: stable_hash(&[b"pool", k.to_string().as_bytes()]),
            }
        })
        .collect()
}

pub fn pool_paths(k: usize) -> (String, String) {
    (
        format!("/uploads/{POOL_DIR}/{k}-{}.jpg", LARGE.0),
        format!("/uploads/{POOL_DIR}/{k}-{}.jpg", THUMB.0),
    )
}

/// Where a public `/uploads/…` path is on disk; `None` for anything else or a path that climbs out.
pub fn disk_path(uploads_dir: &Path, public: &str) -> Option<PathBuf> {
    let rel = Path::new(public.strip_prefix("/uploads/")?);
    if rel.components().any(|c| !matches!(c, Component::Normal(_))) {
        return None;
    }
    Some(uploads_dir.join(rel))
}

/// One picture to put on disk in both sizes.
#[derive(Debug, Clone)]
pub struct ImageJob {
    pub scene: Scene,
    pub large: PathBuf,
    pub thumb: PathBuf,
}

/// Renders and writes the jobs whose files are missing (existing files are never rewritten).
/// Returns how many files were written.
pub fn write_missing(jobs: &[ImageJob]) -> Result<usize, CoreError> {
    let pending: Vec<&ImageJob> = jobs
        .iter()
        .filter(|j| !j.large.exists() || !j.thumb.exists())
        .collect();
    if pending.is_empty() {
        return Ok(0);
    }
    let workers = std::thread::available_parallelism()
        .map(|n| n.get())
        .unwrap_or(1)
        .min(pending.len());
    let next = AtomicUsize::new(0);
    let written = AtomicUsize::new(0);
    let failure: Mutex<Option<String>> = Mutex::new(None);
    std::thread::scope(|s| {
        for _ in 0..workers {
            s.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                let Some(job) = pending.get(i) else { break };
                match write_job(job) {
                    Ok(n) => {
                        written.fetch_add(n, Ordering::Relaxed);
                    }
                    Err(e) => {
                        failure
                            .lock()
                            .unwrap_or_else(|p| p.into_inner())
                            .get_or_insert(e);
                        break;
                    }
                }
            });
        }
    });
    if let Some(e) = failure.into_inner().unwrap_or_else(|p| p.into_inner()) {
        return Err(CoreError::Internal(anyhow::anyhow!(
            "writing seed images: {e}"
        )));
    }
    Ok(written.into_inner())
}

fn write_job(job: &ImageJob) -> Result<usize, String> {
    let large = job.scene.render(LARGE.0 as usize, LARGE.1 as usize);
    let mut n = 0;
    if !job.large.exists() {
        write_jpeg(&job.large, &large)?;
        n += 1;
    }
    if !job.thumb.exists() {
        write_jpeg(&job.thumb, &large.downscale_5_to_2())?;
        n += 1;
    }
    Ok(n)
}

/// Writes beside the target and renames, so an interrupted run never leaves a half file that
/// the next run would take for done.
fn write_jpeg(path: &Path, picture: &Canvas) -> Result<(), String> {
    let dir = path
        .parent()
        .ok_or_else(|| format!("{} has no folder", path.display()))?;
    std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let mut bytes = Vec::new();
    let mut encoder = jpeg_encoder::Encoder::new(&mut bytes, JPEG_QUALITY);
    // 4:2:0 chroma, as cameras and browsers expect; it also halves the encoding work.
    encoder.set_sampling_factor(jpeg_encoder::SamplingFactor::F_2_2);
    let (w, h) = (
        u16::try_from(picture.width).map_err(|_| "picture too wide".to_string())?,
        u16::try_from(picture.height).map_err(|_| "picture too tall".to_string())?,
    );
    encoder
        .encode(&picture.pixels, w, h, jpeg_encoder::ColorType::Rgb)
        .map_err(|e| format!("{}: {e}", path.display()))?;
    let tmp = path.with_extension(format!("tmp{}", std::process::id()));
    std::fs::write(&tmp, &bytes).map_err(|e| format!("{}: {e}", tmp.display()))?;
    std::fs::rename(&tmp, path).map_err(|e| format!("{}: {e}", path.display()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seed_a_listing_gets_three_to_five_different_pictures_pool_first() {
        let scenes = plan_scenes(
            "banyan-grove-farmhouse-moinabad",
            Building::Farmhouse,
            true,
            true,
        );
        assert!((3..=5).contains(&scenes.len()));
        assert_eq!(scenes[0].subject, Subject::Pool);
        let mut seen = std::collections::HashSet::new();
        for s in &scenes {
            assert!(seen.insert((s.subject, s.time)), "{scenes:?}");
        }
        assert_eq!(
            scenes,
            plan_scenes(
                "banyan-grove-farmhouse-moinabad",
                Building::Farmhouse,
                true,
                true
            )
        );
    }

    #[test]
    fn seed_disk_paths_stay_inside_the_uploads_folder() {
        let root = Path::new("/data/uploads");
        assert_eq!(
            disk_path(root, "/uploads/properties/7/1-1200.jpg"),
            Some(PathBuf::from("/data/uploads/properties/7/1-1200.jpg"))
        );
        assert_eq!(disk_path(root, "/uploads/../etc/passwd"), None);
        assert_eq!(disk_path(root, "/static/x.jpg"), None);
    }

    #[test]
    fn seed_images_are_written_once_and_never_rewritten() {
        let dir = tempfile::tempdir().unwrap();
        let job = ImageJob {
            scene: pool_scenes()[0],
            large: dir.path().join("a/1-1200.jpg"),
            thumb: dir.path().join("a/1-480.jpg"),
        };
        assert_eq!(write_missing(std::slice::from_ref(&job)).unwrap(), 2);
        let thumb = image::open(&job.thumb).unwrap();
        assert_eq!((thumb.width(), thumb.height()), THUMB);
        std::fs::write(&job.large, b"kept").unwrap();
        assert_eq!(write_missing(std::slice::from_ref(&job)).unwrap(), 0);
        assert_eq!(std::fs::read(&job.large).unwrap(), b"kept");
    }
}
