//! Where listing photos live on disk and the URLs they are served at, in one place: the originals
//! privately under `{data_dir}/originals/{property}/`, the copies under
//! `{data_dir}/uploads/listings/{property}/{photo}-{width}.{webp|jpg}`, served from [`UPLOADS_URL`].

use std::path::{Path, PathBuf};

use escapes_core::ids::{PhotoId, PropertyId};
use escapes_core::listings::photos::{PendingPhoto, ProcessedPhoto};
use escapes_core::listings::views::{PhotoCopy, PhotoFormat};
use escapes_core::CoreError;

use crate::{Processed, SourceFormat, VariantFormat};

/// The URL path the uploads folder ([`PhotoLayout::uploads_dir`]) is served at.
pub const UPLOADS_URL: &str = "/uploads";
/// Where every listing photo's copies are served; a copy's name carries its photo id and width,
/// so its bytes never change.
pub const COPIES_URL: &str = "/uploads/listings/";

impl SourceFormat {
    /// The extension an original of this type is kept under.
    pub fn extension(self) -> &'static str {
        match self {
            SourceFormat::Jpeg => "jpg",
            SourceFormat::Png => "png",
            SourceFormat::WebP => "webp",
        }
    }
}

fn io(e: std::io::Error) -> CoreError {
    CoreError::Internal(e.into())
}

/// The photo files under one data folder.
#[derive(Debug, Clone)]
pub struct PhotoLayout {
    data_dir: PathBuf,
}

impl PhotoLayout {
    pub fn new(data_dir: &Path) -> Self {
        Self {
            data_dir: data_dir.to_path_buf(),
        }
    }

    /// The public folder, served at [`UPLOADS_URL`].
    pub fn uploads_dir(&self) -> PathBuf {
        self.data_dir.join("uploads")
    }

    fn copies_dir(&self, property: PropertyId) -> PathBuf {
        self.uploads_dir()
            .join("listings")
            .join(property.to_string())
    }

    /// A copy's file name: its photo id, width and format.
    pub fn copy_name(photo_id: PhotoId, width: u32, format: VariantFormat) -> String {
        format!("{photo_id}-{width}.{}", format.extension())
    }

    /// The URL a copy named `name` of one of `property`'s photos is served at.
    pub fn copy_url(property: PropertyId, name: &str) -> String {
        format!("{COPIES_URL}{property}/{name}")
    }

    /// The file a copy's URL names; `None` for any other URL.
    pub fn copy_path(&self, url: &str) -> Option<PathBuf> {
        let rel = url.strip_prefix(COPIES_URL)?;
        if rel.contains("..") {
            return None;
        }
        Some(self.uploads_dir().join("listings").join(rel))
    }

    /// Keeps an upload's bytes privately, under a random name with the extension of its type
    /// ([`SourceFormat::extension`]); the path to record with the photo.
    pub fn keep_original(
        &self,
        property: PropertyId,
        bytes: &[u8],
        extension: &str,
    ) -> Result<String, CoreError> {
        let dir = self.data_dir.join("originals").join(property.to_string());
        let name = format!("{:016x}.{extension}", rand::random::<u64>());
        let path = dir.join(name);
        std::fs::create_dir_all(&dir).map_err(io)?;
        std::fs::write(&path, bytes).map_err(io)?;
        Ok(path.to_string_lossy().into_owned())
    }

    /// Writes the copies of `photo` and answers them as served, smallest first, WebP before JPEG.
    pub fn write_copies(
        &self,
        photo: &PendingPhoto,
        processed: &Processed,
    ) -> Result<ProcessedPhoto, CoreError> {
        let dir = self.copies_dir(photo.property_id);
        std::fs::create_dir_all(&dir).map_err(io)?;
        let mut copies = Vec::new();
        for v in &processed.variants {
            let name = Self::copy_name(photo.photo_id, v.width, v.format);
            std::fs::write(dir.join(&name), &v.bytes).map_err(io)?;
            copies.push(PhotoCopy {
                url: Self::copy_url(photo.property_id, &name),
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

    /// Removes a photo's files: its copies by their URLs, and its original. Files already gone
    /// are no error.
    pub fn remove(&self, copy_urls: &[String], original: Option<&str>) {
        for path in copy_urls.iter().filter_map(|url| self.copy_path(url)) {
            let _ = std::fs::remove_file(path);
        }
        if let Some(original) = original {
            let _ = std::fs::remove_file(original);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_copy_is_named_by_photo_and_width_and_served_under_its_property() {
        let name = PhotoLayout::copy_name(PhotoId::new(3), 480, VariantFormat::WebP);
        assert_eq!(name, "3-480.webp");
        assert_eq!(
            PhotoLayout::copy_name(PhotoId::new(3), 1600, VariantFormat::Jpeg),
            "3-1600.jpg"
        );
        let url = PhotoLayout::copy_url(PropertyId::new(7), &name);
        assert_eq!(url, "/uploads/listings/7/3-480.webp");
        let layout = PhotoLayout::new(Path::new("/data"));
        assert_eq!(
            layout.copy_path(&url),
            Some(PathBuf::from("/data/uploads/listings/7/3-480.webp"))
        );
        assert_eq!(layout.uploads_dir(), PathBuf::from("/data/uploads"));
    }

    #[test]
    fn only_copies_urls_name_files() {
        let layout = PhotoLayout::new(Path::new("/data"));
        assert_eq!(layout.copy_path("/uploads/listings/../../etc/passwd"), None);
        assert_eq!(layout.copy_path("/uploads/other/1.jpg"), None);
        assert_eq!(layout.copy_path("https://example.com/a.jpg"), None);
    }
}
