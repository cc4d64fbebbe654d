//! Listing photos for seeded properties: which scenes a property gets, where their files live,
//! and writing the missing ones on every core: each picture is painted 1200×800 and goes through
//! `escapes_media::process`, like an upload, for its WebP and JPEG copies 480, 800 and 1200 px
//! wide (`{stem}-{width}.webp` / `.jpg`; the 1200 JPEG is the row's `path`, the 480 JPEG its
//! `thumb_path`).

use std::path::{Component, Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use rand::{RngExt, SeedableRng};

use super::canvas::Canvas;
use super::scene::{Building, Scene, Subject, TimeOfDay, TIMES};
use escapes_core::bulk::{ImageSeed, PROPERTY_ID_PLACEHOLDER};
use escapes_core::listings::views::PhotoCopy;
use escapes_core::CoreError;
use escapes_media::VariantFormat;

/// The painted size, and the largest copy.
pub const LARGE: (u32, u32) = (1200, 800);
/// The smallest copy.
pub const THUMB: (u32, u32) = (480, 320);
/// The painted pixels are encoded once, nearly losslessly, for `escapes_media::process`.
const SOURCE_JPEG_QUALITY: u8 = 95;
/// Pictures shared by synthetic properties, so a 10,000-listing load test writes 24 × 6 files.
pub const POOL_SIZE: usize = 24;
const POOL_DIR: &str = "seed-pool";
/// The formats of the copies, in the order of a row's `variants` at equal width.
const FORMATS: [VariantFormat; 2] = [VariantFormat::WebP, VariantFormat::Jpeg];

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

/// The widths of the copies: those `escapes_media` makes of a picture as wide as [`LARGE`].
fn copy_widths() -> impl Iterator<Item = u32> {
    escapes_media::VARIANT_WIDTHS
        .into_iter()
        .filter(|w| *w <= LARGE.0)
}

/// The height of the copy `width` wide, rounded as `escapes_media` rounds it (checked when the
/// files are written).
fn copy_height(width: u32) -> u32 {
    (LARGE.1 * width + LARGE.0 / 2) / LARGE.0
}

fn copy_url(stem: &str, width: u32, format: VariantFormat) -> String {
    format!("{stem}-{width}.{}", format.extension())
}

/// The row of a picture whose files are `{stem}-{width}.{webp|jpg}`, with every copy listed.
pub fn picture_row(position: i32, alt: String, stem: &str) -> ImageSeed {
    let copies = copy_widths()
        .flat_map(|width| {
            FORMATS.into_iter().map(move |format| PhotoCopy {
                url: copy_url(stem, width, format),
                width: width as i32,
                height: copy_height(width) as i32,
                format: format.photo_format(),
            })
        })
        .collect();
    ImageSeed {
        position,
        alt,
        path: copy_url(stem, LARGE.0, VariantFormat::Jpeg),
        width: LARGE.0 as i32,
        height: LARGE.1 as i32,
        thumb_path: copy_url(stem, THUMB.0, VariantFormat::Jpeg),
        thumb_width: THUMB.0 as i32,
        thumb_height: THUMB.1 as i32,
        copies,
    }
}

/// The image rows of a listing whose files live under its own folder (`/uploads/properties/{id}`).
pub fn property_image_rows(scenes: &[Scene], title: &str) -> Vec<ImageSeed> {
    scenes
        .iter()
        .enumerate()
        .map(|(i, scene)| {
            let n = i + 1;
            picture_row(
                n as i32,
                scene.alt(title),
                &format!("/uploads/properties/{PROPERTY_ID_PLACEHOLDER}/{n}"),
            )
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

/// Where the files of pool picture `k` are: `{stem}-{width}.{webp|jpg}`.
pub fn pool_stem(k: usize) -> String {
    format!("/uploads/{POOL_DIR}/{k}")
}

/// Where a public `/uploads/…` path is on disk; `None` for anything else or a path that climbs out.
pub fn disk_path(uploads_dir: &Path, public: &str) -> Option<PathBuf> {
    let rel = Path::new(public.strip_prefix("/uploads/")?);
    if rel.components().any(|c| !matches!(c, Component::Normal(_))) {
        return None;
    }
    Some(uploads_dir.join(rel))
}

/// One picture to put on disk in every size and format its row names.
#[derive(Debug, Clone)]
pub struct ImageJob {
    pub scene: Scene,
    pub files: Vec<PictureFile>,
}

/// One copy of a picture on disk.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PictureFile {
    pub path: PathBuf,
    pub width: u32,
    pub height: u32,
    pub format: VariantFormat,
}

impl ImageJob {
    /// The files of `image` (its `path`, `thumb_path` and copies) under `uploads_dir`, the
    /// property id placeholder read as `property_id`. `None` when a path is not under
    /// `/uploads/` or a copy has a format `escapes_media` does not make.
    pub fn for_row(
        scene: Scene,
        uploads_dir: &Path,
        image: &ImageSeed,
        property_id: &str,
    ) -> Option<ImageJob> {
        let mut files: Vec<PictureFile> = Vec::with_capacity(image.copies.len() + 2);
        let mut add = |url: &str, width: i32, height: i32, format: VariantFormat| {
            let path = disk_path(
                uploads_dir,
                &url.replace(PROPERTY_ID_PLACEHOLDER, property_id),
            )?;
            if !files.iter().any(|f| f.path == path) {
                files.push(PictureFile {
                    path,
                    width: u32::try_from(width).ok()?,
                    height: u32::try_from(height).ok()?,
                    format,
                });
            }
            Some(())
        };
        let jpeg = VariantFormat::Jpeg;
        add(&image.path, image.width, image.height, jpeg)?;
        add(
            &image.thumb_path,
            image.thumb_width,
            image.thumb_height,
            jpeg,
        )?;
        for copy in &image.copies {
            let format = FORMATS
                .into_iter()
                .find(|f| f.photo_format() == copy.format)?;
            add(&copy.url, copy.width, copy.height, format)?;
        }
        Some(ImageJob { scene, files })
    }

    fn is_complete(&self) -> bool {
        self.files.iter().all(|f| f.path.exists())
    }
}

/// Paints and writes the jobs' missing files (existing files are never rewritten), a picture a
/// core at a time. Returns how many files were written.
pub fn write_missing(jobs: &[ImageJob]) -> Result<usize, CoreError> {
    let pending: Vec<&ImageJob> = jobs.iter().filter(|j| !j.is_complete()).collect();
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

/// Paints the picture and makes its copies as an upload's are made; writes the missing files.
fn write_job(job: &ImageJob) -> Result<usize, String> {
    let missing: Vec<&PictureFile> = job.files.iter().filter(|f| !f.path.exists()).collect();
    if missing.is_empty() {
        return Ok(0);
    }
    let painted = job.scene.render(LARGE.0 as usize, LARGE.1 as usize);
    let source = encode_jpeg(&painted, SOURCE_JPEG_QUALITY)?;
    let processed =
        escapes_media::process(&source).map_err(|e| format!("making the copies: {e}"))?;
    for file in &missing {
        let copy = processed
            .variants
            .iter()
            .find(|v| v.width == file.width && v.format == file.format)
            .ok_or_else(|| {
                format!(
                    "{}: escapes_media made no copy {} px wide in {}",
                    file.path.display(),
                    file.width,
                    file.format.photo_format()
                )
            })?;
        if copy.height != file.height {
            return Err(format!(
                "{}: the copy is {}×{}, the row says {}×{}",
                file.path.display(),
                copy.width,
                copy.height,
                file.width,
                file.height
            ));
        }
        write_file(&file.path, &copy.bytes)?;
    }
    Ok(missing.len())
}

fn encode_jpeg(picture: &Canvas, quality: u8) -> Result<Vec<u8>, String> {
    let mut bytes = Vec::new();
    let mut encoder = jpeg_encoder::Encoder::new(&mut bytes, quality);
    // Full chroma: the copies are subsampled when escapes_media encodes them.
    encoder.set_sampling_factor(jpeg_encoder::SamplingFactor::F_1_1);
    let (w, h) = (
        u16::try_from(picture.width).map_err(|_| "picture too wide".to_string())?,
        u16::try_from(picture.height).map_err(|_| "picture too tall".to_string())?,
    );
    encoder
        .encode(&picture.pixels, w, h, jpeg_encoder::ColorType::Rgb)
        .map_err(|e| format!("encoding the painted picture: {e}"))?;
    Ok(bytes)
}

/// Writes beside the target and renames, so an interrupted run never leaves a half file that
/// the next run would take for done.
fn write_file(path: &Path, bytes: &[u8]) -> Result<(), String> {
    let dir = path
        .parent()
        .ok_or_else(|| format!("{} has no folder", path.display()))?;
    std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let name = path
        .file_name()
        .ok_or_else(|| format!("{} has no file name", path.display()))?;
    let tmp = path.with_file_name(format!(
        "{}.tmp{}",
        name.to_string_lossy(),
        std::process::id()
    ));
    std::fs::write(&tmp, bytes).map_err(|e| format!("{}: {e}", tmp.display()))?;
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
    fn seed_a_picture_row_lists_every_copy_smallest_first_webp_before_jpeg() {
        let row = picture_row(2, "Lawn".into(), "/uploads/seed-pool/3");
        assert_eq!(row.path, "/uploads/seed-pool/3-1200.jpg");
        assert_eq!(row.thumb_path, "/uploads/seed-pool/3-480.jpg");
        let listed: Vec<(String, i32, i32, String)> = row
            .copies
            .iter()
            .map(|c| (c.url.clone(), c.width, c.height, c.format.to_string()))
            .collect();
        let want = |w: i32, h: i32, ext: &str, format: &str| {
            (
                format!("/uploads/seed-pool/3-{w}.{ext}"),
                w,
                h,
                format.to_string(),
            )
        };
        assert_eq!(
            listed,
            vec![
                want(480, 320, "webp", "webp"),
                want(480, 320, "jpg", "jpeg"),
                want(800, 533, "webp", "webp"),
                want(800, 533, "jpg", "jpeg"),
                want(1200, 800, "webp", "webp"),
                want(1200, 800, "jpg", "jpeg"),
            ]
        );
    }

    #[test]
    fn seed_images_are_written_once_and_never_rewritten() {
        let dir = tempfile::tempdir().unwrap();
        let row = picture_row(
            1,
            String::new(),
            &format!("/uploads/a/{PROPERTY_ID_PLACEHOLDER}"),
        );
        let job = ImageJob::for_row(pool_scenes()[0], dir.path(), &row, "7").unwrap();
        assert_eq!(job.files.len(), 6);
        let large = dir.path().join("a/7-1200.jpg");
        let thumb = dir.path().join("a/7-480.jpg");
        assert_eq!(write_missing(std::slice::from_ref(&job)).unwrap(), 6);
        for f in &job.files {
            let img = image::open(&f.path).unwrap();
            assert_eq!((img.width(), img.height()), (f.width, f.height), "{f:?}");
        }
        let small = image::open(&thumb).unwrap();
        assert_eq!((small.width(), small.height()), THUMB);
        let names: Vec<_> = std::fs::read_dir(dir.path().join("a"))
            .unwrap()
            .map(|e| e.unwrap().file_name().into_string().unwrap())
            .collect();
        assert_eq!(names.len(), 6, "{names:?}");

        std::fs::write(&large, b"kept").unwrap();
        assert_eq!(write_missing(std::slice::from_ref(&job)).unwrap(), 0);
        assert_eq!(std::fs::read(&large).unwrap(), b"kept");
        // A lost copy is made again from the painting, not from the files still there.
        let medium = dir.path().join("a/7-800.webp");
        std::fs::remove_file(&medium).unwrap();
        assert_eq!(write_missing(std::slice::from_ref(&job)).unwrap(), 1);
        assert_eq!(image::open(&medium).unwrap().width(), 800);
        assert_eq!(std::fs::read(&large).unwrap(), b"kept");
    }
}
