//! Listing photos (PRODUCT.md "Listings and their life"): check, clean and resize an upload.
//!
//! [`inspect`] is the cheap part for the request path: the size, the real type from the magic
//! bytes and the dimensions from the header, so a decompression bomb is refused before any pixel
//! is allocated. [`process`] is the slow part (1.3 to 1.5 s of one core for a 12-megapixel photo
//! in a release build, about 120 MB at its peak; see examples/bench_photos.rs): it
//! decodes, turns the picture upright by its EXIF orientation, flattens transparency on white and
//! encodes every width in WebP and JPEG. Only pixels are re-encoded, which is what strips EXIF,
//! GPS and every other piece of metadata.

use std::io::Cursor;

use image::codecs::jpeg::JpegEncoder;
use image::imageops;
use image::metadata::Orientation;
use image::{DynamicImage, ImageDecoder, ImageError, ImageFormat, ImageReader, Limits, RgbImage};

use escapes_core::listings::views::PhotoFormat;
use escapes_core::{refusal, CoreError};

mod layout;

pub use layout::{PhotoLayout, COPIES_URL, UPLOADS_URL};

pub const MAX_PHOTO_BYTES: usize = 15 * 1024 * 1024;
pub const MAX_PHOTO_PIXELS: u64 = 40_000_000;
pub const VARIANT_WIDTHS: [u32; 4] = [480, 800, 1200, 1600];
/// The smallest photo accepted, as displayed (after the EXIF orientation).
pub const MIN_PHOTO_WIDTH: u32 = 320;
pub const MIN_PHOTO_HEIGHT: u32 = 200;
/// The longest side may be at most this many times the shortest. Past it, the copies are slivers
/// and a tall one would pass WebP's 16,383 px limit (1600 wide × 10 = 16,000 tall).
pub const MAX_PHOTO_ASPECT: u32 = 10;

/// The most the decoded pixels may take, counting every channel at its depth (16-bit and alpha
/// included): a 40-megapixel photo at 8 bits with alpha. A 16-bit picture may so have at most 26.6
/// megapixels (RGB) or 20 (RGBA), which no camera photo needs; past it the header alone refuses.
pub const MAX_DECODED_BYTES: u64 = MAX_PHOTO_PIXELS * 4;
/// The largest scratch buffer one resize step may take: the resizer keeps the picture, resized
/// in height only, between its two passes. A step that would need more first shrinks by area
/// averaging (`imageops::thumbnail`, which allocates only its output).
const MAX_RESIZE_SCRATCH: u64 = 96 * 1024 * 1024;
/// Bytes of a pixel in the resizer's scratch picture (8-bit RGB, as the picture itself).
const RESIZE_SCRATCH_BYTES_PER_PIXEL: u64 = 3;

const WEBP_QUALITY: f32 = 78.0;
const JPEG_QUALITY: u8 = 82;
/// ISO-BMFF major brands of HEIC/HEIF, what iPhones save by default.
const HEIF_BRANDS: [&[u8]; 10] = [
    b"heic", b"heix", b"hevc", b"hevx", b"heim", b"heis", b"hevm", b"hevs", b"mif1", b"msf1",
];

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SourceFormat {
    Jpeg,
    Png,
    WebP,
}

impl SourceFormat {
    fn image_format(self) -> ImageFormat {
        match self {
            SourceFormat::Jpeg => ImageFormat::Jpeg,
            SourceFormat::Png => ImageFormat::Png,
            SourceFormat::WebP => ImageFormat::WebP,
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum VariantFormat {
    WebP,
    Jpeg,
}

impl VariantFormat {
    pub fn extension(self) -> &'static str {
        match self {
            VariantFormat::WebP => "webp",
            VariantFormat::Jpeg => "jpg",
        }
    }

    pub fn mime(self) -> &'static str {
        match self {
            VariantFormat::WebP => "image/webp",
            VariantFormat::Jpeg => "image/jpeg",
        }
    }

    /// The `format` a listing photo's copy records.
    pub fn photo_format(self) -> PhotoFormat {
        match self {
            VariantFormat::WebP => PhotoFormat::Webp,
            VariantFormat::Jpeg => PhotoFormat::Jpeg,
        }
    }
}

/// What the header says: the real type, and the size as displayed (after the EXIF orientation,
/// so a portrait phone photo stored sideways reads as portrait).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Inspected {
    pub format: SourceFormat,
    pub width: u32,
    pub height: u32,
    /// What the decoded pixels take, by the header's colour type and bit depth.
    pub decoded_bytes: u64,
}

impl Inspected {
    /// The most [`process`] holds at once for this photo: the decoded pixels beside their
    /// conversion to 8 bits (with alpha, while it is flattened), plus one resize step's scratch.
    /// The photo queue admits photos by it, so what runs together fits its memory budget.
    pub fn peak_bytes(&self) -> u64 {
        let pixels = u64::from(self.width) * u64::from(self.height);
        self.decoded_bytes + pixels * 4 + MAX_RESIZE_SCRATCH
    }
}

#[derive(Clone, PartialEq, Eq)]
pub struct Variant {
    pub width: u32,
    pub height: u32,
    pub format: VariantFormat,
    pub bytes: Vec<u8>,
}

// By hand, so a log line does not print a few hundred kilobytes of image.
impl std::fmt::Debug for Variant {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Variant")
            .field("width", &self.width)
            .field("height", &self.height)
            .field("format", &self.format)
            .field("bytes", &self.bytes.len())
            .finish()
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Processed {
    /// The size after the EXIF orientation.
    pub width: u32,
    pub height: u32,
    /// Sorted by width, then WebP before JPEG.
    pub variants: Vec<Variant>,
}

/// Cheap checks on the request path: size, real type, dimensions from the header only (plus, for
/// a JPEG, that it is not cut short). Milliseconds, no pixel is decoded.
pub fn inspect(bytes: &[u8]) -> Result<Inspected, CoreError> {
    open(bytes).map(|opened| opened.inspected)
}

/// The slow part (decode, orient, resize, encode); callers run it on a blocking thread.
pub fn process(bytes: &[u8]) -> Result<Processed, CoreError> {
    let Opened {
        orientation,
        mut decoder,
        ..
    } = open(bytes)?;
    // Second guard behind the header's checks: the decoder may allocate no more than the largest
    // accepted photo needs, whatever its header claimed.
    decoder
        .set_limits(decoder_limits())
        .map_err(decoding_error)?;
    let decoded = DynamicImage::from_decoder(decoder).map_err(decoding_error)?;

    let mut upright = DynamicImage::ImageRgb8(flatten_on_white(decoded));
    upright.apply_orientation(orientation);
    let upright = upright.into_rgb8();
    let (width, height) = upright.dimensions();

    let sizes = variant_sizes(width, height);
    let mut variants = Vec::with_capacity(sizes.len() * 2);
    // Largest first, each copy resized from the one before: much faster than from the original,
    // and the full-size picture is freed after the first step.
    let mut current = upright;
    for &(variant_width, variant_height) in sizes.iter().rev() {
        if current.dimensions() != (variant_width, variant_height) {
            current = shrink(&current, variant_width, variant_height);
        }
        variants.push(Variant {
            width: variant_width,
            height: variant_height,
            format: VariantFormat::WebP,
            bytes: encode_webp(&current)?,
        });
        variants.push(Variant {
            width: variant_width,
            height: variant_height,
            format: VariantFormat::Jpeg,
            bytes: encode_jpeg(&current)?,
        });
    }
    variants.sort_by_key(|v| (v.width, v.format == VariantFormat::Jpeg));

    Ok(Processed {
        width,
        height,
        variants,
    })
}

/// A photo that passed the cheap checks, with its decoder ready to read the pixels.
struct Opened<'a> {
    inspected: Inspected,
    orientation: Orientation,
    decoder: Box<dyn ImageDecoder + 'a>,
}

fn open(bytes: &[u8]) -> Result<Opened<'_>, CoreError> {
    if bytes.len() > MAX_PHOTO_BYTES {
        return Err(refuse("PHOTO_TOO_LARGE", refusal!("err-h-photo-too-large")));
    }
    let format = sniff(bytes)?;
    let mut reader = ImageReader::with_format(Cursor::new(bytes), format.image_format());
    reader.limits(decoder_limits());
    // Builds the decoder from the header alone (PNG up to the first IDAT, JPEG up to the scan).
    let mut decoder = reader.into_decoder().map_err(decoding_error)?;

    let (stored_width, stored_height) = decoder.dimensions();
    let (short_side, long_side) = (
        u64::from(stored_width.min(stored_height)),
        u64::from(stored_width.max(stored_height)),
    );
    if short_side * long_side > MAX_PHOTO_PIXELS {
        return Err(too_many_pixels());
    }
    // The pixel count alone lets a 16-bit RGBA picture take twice what an 8-bit one does.
    let decoded_bytes = decoder.total_bytes();
    if decoded_bytes > MAX_DECODED_BYTES {
        return Err(refuse("PHOTO_TOO_DEEP", refusal!("err-h-photo-too-deep")));
    }
    // Damaged orientation metadata is no reason to refuse a photo: show it as stored.
    let orientation = decoder.orientation().unwrap_or(Orientation::NoTransforms);
    let (width, height) = if swaps_sides(orientation) {
        (stored_height, stored_width)
    } else {
        (stored_width, stored_height)
    };
    if width < MIN_PHOTO_WIDTH || height < MIN_PHOTO_HEIGHT {
        return Err(refuse("PHOTO_TOO_SMALL", refusal!("err-h-photo-too-small")));
    }
    if long_side > short_side * u64::from(MAX_PHOTO_ASPECT) {
        return Err(refuse("PHOTO_BAD_SHAPE", refusal!("err-h-photo-bad-shape")));
    }
    if format == SourceFormat::Jpeg && !jpeg_reaches_its_end(bytes) {
        return Err(unreadable());
    }
    Ok(Opened {
        inspected: Inspected {
            format,
            width,
            height,
            decoded_bytes,
        },
        orientation,
        decoder: Box::new(decoder),
    })
}

/// The real type, from the magic bytes only.
fn sniff(bytes: &[u8]) -> Result<SourceFormat, CoreError> {
    if bytes.starts_with(&[0xFF, 0xD8, 0xFF]) {
        Ok(SourceFormat::Jpeg)
    } else if bytes.starts_with(b"\x89PNG\r\n\x1a\n") {
        Ok(SourceFormat::Png)
    } else if bytes.get(0..4) == Some(b"RIFF") && bytes.get(8..12) == Some(b"WEBP") {
        Ok(SourceFormat::WebP)
    } else if bytes.get(4..8) == Some(b"ftyp")
        && bytes
            .get(8..12)
            .is_some_and(|brand| HEIF_BRANDS.contains(&brand))
    {
        Err(refuse("PHOTO_UNSUPPORTED", refusal!("err-h-photo-heic")))
    } else {
        Err(refuse(
            "PHOTO_UNSUPPORTED",
            refusal!("err-h-photo-unsupported"),
        ))
    }
}

/// Whether the JPEG's end-of-image marker follows its first scan. The decoder behind `image`
/// (zune-jpeg, lenient mode) paints the missing part of a cut-off JPEG grey instead of failing,
/// so an upload interrupted half-way would otherwise be published. Segments before the scan are
/// skipped by their lengths, as the EXIF thumbnail carries an end marker of its own; within
/// entropy-coded data 0xFF is always escaped, so the first 0xFF 0xD9 there is the real end. Bytes
/// after it (e.g. a motion photo's video) are allowed.
fn jpeg_reaches_its_end(bytes: &[u8]) -> bool {
    const START_OF_SCAN: u8 = 0xDA;
    const END_OF_IMAGE: u8 = 0xD9;
    let mut at = 2; // after SOI
    loop {
        if bytes.get(at) != Some(&0xFF) {
            return false;
        }
        // A marker may be preceded by any number of 0xFF fill bytes.
        let mut marker_at = at + 1;
        while bytes.get(marker_at) == Some(&0xFF) {
            marker_at += 1;
        }
        let Some(&marker) = bytes.get(marker_at) else {
            return false;
        };
        // TEM and RSTn stand alone, without a length.
        if marker == 0x01 || (0xD0..=0xD7).contains(&marker) {
            at = marker_at + 1;
            continue;
        }
        if marker == END_OF_IMAGE {
            return false;
        }
        let Some(&[high, low]) = bytes.get(marker_at + 1..marker_at + 3) else {
            return false;
        };
        let length = usize::from(u16::from_be_bytes([high, low]));
        if length < 2 {
            return false;
        }
        let next = marker_at + 1 + length;
        if marker == START_OF_SCAN {
            return bytes
                .get(next..)
                .is_some_and(|scan| scan.windows(2).any(|w| w == [0xFF, END_OF_IMAGE]));
        }
        at = next;
    }
}

fn decoder_limits() -> Limits {
    let mut limits = Limits::default();
    limits.max_alloc = Some(MAX_DECODED_BYTES);
    limits
}

/// `image` to `width` × `height` (smaller), with Lanczos3 while its scratch buffer (the source's
/// width times the new height) stays under [`MAX_RESIZE_SCRATCH`]; a bigger step first averages
/// areas down to twice the size, or all the way when even that is too big (a slightly reduced
/// tall picture).
fn shrink(image: &RgbImage, width: u32, height: u32) -> RgbImage {
    shrink_within(image, width, height, MAX_RESIZE_SCRATCH)
}

fn shrink_within(image: &RgbImage, width: u32, height: u32, max_scratch: u64) -> RgbImage {
    let scratch = |from_width: u32| {
        u64::from(from_width) * u64::from(height) * RESIZE_SCRATCH_BYTES_PER_PIXEL
    };
    if scratch(image.width()) <= max_scratch {
        return lanczos3(image, width, height);
    }
    let (double_width, double_height) = (width.saturating_mul(2), height.saturating_mul(2));
    if image.width() > double_width
        && image.height() > double_height
        && scratch(double_width) <= max_scratch
    {
        let halfway = imageops::thumbnail(image, double_width, double_height);
        return lanczos3(&halfway, width, height);
    }
    imageops::thumbnail(image, width, height)
}

/// `image` resized to `width` × `height` by a Lanczos3 convolution (fast_image_resize's SIMD
/// one; `imageops::resize` took a third of the CPU of seeding the demo's photos).
fn lanczos3(image: &RgbImage, width: u32, height: u32) -> RgbImage {
    use fast_image_resize::{images::Image, images::ImageRef, PixelType, ResizeOptions, Resizer};
    if width == 0 || height == 0 || image.width() == 0 || image.height() == 0 {
        return imageops::thumbnail(image, width, height);
    }
    let source = ImageRef::new(
        image.width(),
        image.height(),
        image.as_raw(),
        PixelType::U8x3,
    )
    .expect("an RgbImage holds width × height 8-bit RGB pixels");
    let mut target = Image::new(width, height, PixelType::U8x3);
    // The default options are a Lanczos3 convolution over the whole picture.
    Resizer::new()
        .resize(&source, &mut target, &ResizeOptions::new())
        .expect("both pictures are 8-bit RGB and neither is empty");
    RgbImage::from_raw(width, height, target.into_vec())
        .expect("the resizer's picture is width × height 8-bit RGB pixels")
}

fn swaps_sides(orientation: Orientation) -> bool {
    matches!(
        orientation,
        Orientation::Rotate90
            | Orientation::Rotate270
            | Orientation::Rotate90FlipH
            | Orientation::Rotate270FlipH
    )
}

/// The copies to make, narrowest first: every standard width the photo reaches, never upscaled,
/// or the photo's own width when it is narrower than the smallest.
fn variant_sizes(width: u32, height: u32) -> Vec<(u32, u32)> {
    let mut widths: Vec<u32> = VARIANT_WIDTHS
        .iter()
        .copied()
        .filter(|&w| w <= width)
        .collect();
    if widths.is_empty() {
        widths.push(width);
    }
    widths
        .into_iter()
        .map(|w| (w, scaled_height(width, height, w)))
        .collect()
}

fn scaled_height(width: u32, height: u32, new_width: u32) -> u32 {
    let width = u64::from(width.max(1));
    let rounded = (u64::from(height) * u64::from(new_width) + width / 2) / width;
    // Never above `height`, as `new_width` <= `width`.
    u32::try_from(rounded).unwrap_or(height).max(1)
}

/// RGB with any transparency composited on white, as pages show photos on white.
fn flatten_on_white(image: DynamicImage) -> RgbImage {
    if !image.color().has_alpha() {
        return image.into_rgb8();
    }
    let rgba = image.into_rgba8();
    let mut rgb = RgbImage::new(rgba.width(), rgba.height());
    for (out, pixel) in rgb.pixels_mut().zip(rgba.pixels()) {
        let [r, g, b, alpha] = pixel.0;
        out.0 = [r, g, b].map(|channel| over_white(channel, alpha));
    }
    rgb
}

fn over_white(channel: u8, alpha: u8) -> u8 {
    let (channel, alpha) = (u32::from(channel), u32::from(alpha));
    let blended = (channel * alpha + 255 * (255 - alpha) + 127) / 255;
    u8::try_from(blended).unwrap_or(u8::MAX)
}

fn encode_webp(image: &RgbImage) -> Result<Vec<u8>, CoreError> {
    let encoded = webp::Encoder::new(
        image.as_raw(),
        webp::PixelLayout::Rgb,
        image.width(),
        image.height(),
    )
    .encode_simple(false, WEBP_QUALITY)
    .map_err(|e| CoreError::Internal(anyhow::anyhow!("WebP encoding failed: {e:?}")))?;
    Ok(encoded.to_vec())
}

fn encode_jpeg(image: &RgbImage) -> Result<Vec<u8>, CoreError> {
    let mut out = Vec::new();
    JpegEncoder::new_with_quality(&mut out, JPEG_QUALITY)
        .encode_image(image)
        .map_err(|e| CoreError::Internal(anyhow::anyhow!("JPEG encoding failed: {e}")))?;
    Ok(out)
}

fn refuse(code: &'static str, message: escapes_core::Said) -> CoreError {
    CoreError::Unprocessable { code, message }
}

fn too_many_pixels() -> CoreError {
    refuse(
        "PHOTO_TOO_MANY_PIXELS",
        refusal!("err-h-photo-too-many-pixels"),
    )
}

fn decoding_error(error: ImageError) -> CoreError {
    match error {
        ImageError::Limits(_) => too_many_pixels(),
        _ => unreadable(),
    }
}

fn unreadable() -> CoreError {
    refuse("PHOTO_UNREADABLE", refusal!("err-h-photo-unreadable"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use image::imageops::FilterType;
    use image::{Rgb, Rgba, RgbaImage};

    /// Deterministic noise without a dependency (xorshift64).
    struct Noise(u64);

    impl Noise {
        fn next(&mut self) -> u64 {
            self.0 ^= self.0 << 13;
            self.0 ^= self.0 >> 7;
            self.0 ^= self.0 << 17;
            self.0
        }

        fn byte(&mut self) -> u8 {
            self.next().to_le_bytes()[0]
        }

        fn below(&mut self, n: usize) -> usize {
            usize::try_from(self.next() % n as u64).unwrap()
        }
    }

    /// Gradients plus noise, so the encoders have something like a photo to work on.
    fn photo_like(width: u32, height: u32) -> RgbImage {
        let mut noise = Noise(0x9E37_79B9_7F4A_7C15);
        RgbImage::from_fn(width, height, |x, y| {
            let grain = noise.byte() / 8;
            Rgb([
                (x * 200 / width) as u8 + grain,
                (y * 200 / height) as u8 + grain,
                ((x + y) * 100 / (width + height)) as u8 + grain,
            ])
        })
    }

    fn jpeg(image: &RgbImage) -> Vec<u8> {
        let mut out = Vec::new();
        JpegEncoder::new_with_quality(&mut out, 90)
            .encode_image(image)
            .unwrap();
        out
    }

    fn png(image: &DynamicImage) -> Vec<u8> {
        let mut out = Cursor::new(Vec::new());
        image.write_to(&mut out, ImageFormat::Png).unwrap();
        out.into_inner()
    }

    fn webp_lossy(image: &RgbImage) -> Vec<u8> {
        webp::Encoder::new(
            image.as_raw(),
            webp::PixelLayout::Rgb,
            image.width(),
            image.height(),
        )
        .encode(80.0)
        .to_vec()
    }

    /// Hyderabad, 17°23'N 78°29'E, as EXIF rationals (degrees, minutes, seconds).
    const LATITUDE: [u32; 6] = [17, 1, 23, 1, 1234, 100];
    const LONGITUDE: [u32; 6] = [78, 1, 29, 1, 5678, 100];

    fn be_rationals(values: &[u32]) -> Vec<u8> {
        values.iter().flat_map(|v| v.to_be_bytes()).collect()
    }

    fn ifd_entry(tag: u16, kind: u16, count: u32, value: [u8; 4]) -> Vec<u8> {
        let mut entry = Vec::new();
        entry.extend(tag.to_be_bytes());
        entry.extend(kind.to_be_bytes());
        entry.extend(count.to_be_bytes());
        entry.extend(value);
        entry
    }

    /// IFD0's GPSInfo entry (tag 0x8825, LONG, 1) pointing at the GPS IFD, at 38 in the block.
    fn gps_pointer_entry() -> Vec<u8> {
        ifd_entry(0x8825, 4, 1, 38u32.to_be_bytes())
    }

    /// A big-endian EXIF (TIFF) block: IFD0 with Orientation and a GPSInfo pointer, and a GPS IFD
    /// with latitude and longitude.
    fn exif_block(orientation: u16) -> Vec<u8> {
        const SHORT: u16 = 3;
        const ASCII: u16 = 2;
        const RATIONAL: u16 = 5;
        let mut tiff = b"MM\0\x2A".to_vec();
        tiff.extend(8u32.to_be_bytes());
        // IFD0 at 8: two entries, then the next-IFD offset; the GPS IFD follows at 8+2+24+4 = 38
        // (offsets count from the start of the TIFF header).
        tiff.extend(2u16.to_be_bytes());
        let [high, low] = orientation.to_be_bytes();
        tiff.extend(ifd_entry(0x0112, SHORT, 1, [high, low, 0, 0]));
        tiff.extend(gps_pointer_entry());
        tiff.extend(0u32.to_be_bytes());
        // GPS IFD at 38: four entries (2 + 48 + 4 bytes), then the rationals at 92 and 116.
        tiff.extend(4u16.to_be_bytes());
        tiff.extend(ifd_entry(0x0001, ASCII, 2, *b"N\0\0\0"));
        tiff.extend(ifd_entry(0x0002, RATIONAL, 3, 92u32.to_be_bytes()));
        tiff.extend(ifd_entry(0x0003, ASCII, 2, *b"E\0\0\0"));
        tiff.extend(ifd_entry(0x0004, RATIONAL, 3, 116u32.to_be_bytes()));
        tiff.extend(0u32.to_be_bytes());
        assert_eq!(tiff.len(), 92);
        tiff.extend(be_rationals(&LATITUDE));
        tiff.extend(be_rationals(&LONGITUDE));
        tiff
    }

    /// The JPEG with an APP1 "Exif" segment spliced in right after SOI.
    fn with_exif(jpeg: &[u8], exif: &[u8]) -> Vec<u8> {
        let mut payload = b"Exif\0\0".to_vec();
        payload.extend(exif);
        let length = u16::try_from(payload.len() + 2).unwrap();
        let mut out = jpeg[..2].to_vec();
        out.extend([0xFF, 0xE1]);
        out.extend(length.to_be_bytes());
        out.extend(payload);
        out.extend(&jpeg[2..]);
        out
    }

    fn contains(haystack: &[u8], needle: &[u8]) -> bool {
        haystack.windows(needle.len()).any(|w| w == needle)
    }

    fn code_of(result: Result<impl std::fmt::Debug, CoreError>) -> &'static str {
        match result {
            Err(CoreError::Unprocessable { code, .. }) => code,
            other => panic!("expected a refusal, got {other:?}"),
        }
    }

    fn message_of(result: Result<impl std::fmt::Debug, CoreError>) -> String {
        match result {
            Err(CoreError::Unprocessable { message, .. }) => message.english(),
            other => panic!("expected a refusal, got {other:?}"),
        }
    }

    fn decode(variant: &Variant) -> DynamicImage {
        let format = match variant.format {
            VariantFormat::WebP => ImageFormat::WebP,
            VariantFormat::Jpeg => ImageFormat::Jpeg,
        };
        image::load_from_memory_with_format(&variant.bytes, format).unwrap()
    }

    fn crc32(bytes: &[u8]) -> u32 {
        let mut crc = !0u32;
        for &byte in bytes {
            crc ^= u32::from(byte);
            for _ in 0..8 {
                crc = if crc & 1 == 1 {
                    (crc >> 1) ^ 0xEDB8_8320
                } else {
                    crc >> 1
                };
            }
        }
        !crc
    }

    fn png_chunk(kind: &[u8; 4], data: &[u8]) -> Vec<u8> {
        let mut chunk = u32::try_from(data.len()).unwrap().to_be_bytes().to_vec();
        let mut body = kind.to_vec();
        body.extend(data);
        chunk.extend(&body);
        chunk.extend(crc32(&body).to_be_bytes());
        chunk
    }

    #[test]
    fn exif_and_gps_are_stripped_from_every_copy() {
        let source = with_exif(&jpeg(&photo_like(900, 600)), &exif_block(1));
        let latitude = be_rationals(&LATITUDE);
        // The fixture really carries what must go.
        assert!(contains(&source, b"Exif") && contains(&source, &latitude));
        assert!(contains(&source, &gps_pointer_entry()));

        let processed = process(&source).unwrap();
        assert_eq!(processed.variants.len(), 4);
        for variant in &processed.variants {
            let bytes = &variant.bytes;
            assert!(
                !contains(bytes, b"Exif") && !contains(bytes, b"EXIF"),
                "{variant:?}"
            );
            assert!(
                !contains(bytes, b"MM\0\x2A"),
                "TIFF header left in {variant:?}"
            );
            assert!(
                !contains(bytes, &latitude),
                "GPS latitude left in {variant:?}"
            );
            assert!(!contains(bytes, &be_rationals(&LONGITUDE)));
            assert!(
                !contains(bytes, &gps_pointer_entry()),
                "GPS pointer left in {variant:?}"
            );
            let decoded = decode(variant);
            assert_eq!(decoded.width(), variant.width);
        }
    }

    #[test]
    fn exif_orientation_6_turns_a_landscape_capture_upright() {
        // Left half red, right half blue: turned 90° clockwise, red must end up on top.
        let stored = RgbImage::from_fn(600, 400, |x, _| {
            if x < 300 {
                Rgb([220, 20, 20])
            } else {
                Rgb([20, 20, 220])
            }
        });
        let source = with_exif(&jpeg(&stored), &exif_block(6));

        let inspected = inspect(&source).unwrap();
        assert_eq!((inspected.width, inspected.height), (400, 600));
        let processed = process(&source).unwrap();
        assert_eq!((processed.width, processed.height), (400, 600));
        // Narrower than 480: one copy at its own width, in both formats.
        assert_eq!(processed.variants.len(), 2);
        for variant in &processed.variants {
            assert_eq!((variant.width, variant.height), (400, 600));
            let decoded = decode(variant).into_rgb8();
            assert_eq!(decoded.dimensions(), (400, 600));
            let top = decoded.get_pixel(200, 100).0;
            let bottom = decoded.get_pixel(200, 500).0;
            assert!(
                top[0] > 150 && top[2] < 100,
                "top should be red, got {top:?}"
            );
            assert!(
                bottom[2] > 150 && bottom[0] < 100,
                "bottom should be blue, got {bottom:?}"
            );
        }
    }

    #[test]
    fn a_large_photo_gets_every_width_in_both_formats() {
        let source = jpeg(&photo_like(2000, 1333));
        let processed = process(&source).unwrap();
        assert_eq!((processed.width, processed.height), (2000, 1333));

        let listed: Vec<(u32, VariantFormat)> = processed
            .variants
            .iter()
            .map(|v| (v.width, v.format))
            .collect();
        let expected: Vec<(u32, VariantFormat)> = VARIANT_WIDTHS
            .iter()
            .flat_map(|&w| [(w, VariantFormat::WebP), (w, VariantFormat::Jpeg)])
            .collect();
        assert_eq!(listed, expected);

        for variant in &processed.variants {
            match variant.format {
                VariantFormat::WebP => {
                    assert_eq!(&variant.bytes[0..4], b"RIFF");
                    assert_eq!(&variant.bytes[8..12], b"WEBP");
                }
                VariantFormat::Jpeg => assert_eq!(&variant.bytes[0..3], &[0xFF, 0xD8, 0xFF]),
            }
            let decoded = decode(variant);
            assert_eq!(
                (decoded.width(), decoded.height()),
                (variant.width, variant.height)
            );
            let exact = f64::from(variant.width) * 1333.0 / 2000.0;
            assert!(
                (f64::from(variant.height) - exact).abs() <= 1.0,
                "{variant:?} is not 2000:1333"
            );
        }
        assert_eq!(VariantFormat::WebP.extension(), "webp");
        assert_eq!(VariantFormat::Jpeg.extension(), "jpg");
        assert_eq!(VariantFormat::WebP.mime(), "image/webp");
        assert_eq!(VariantFormat::Jpeg.mime(), "image/jpeg");
    }

    #[test]
    fn a_photo_is_never_upscaled() {
        let processed = process(&jpeg(&photo_like(500, 375))).unwrap();
        let sizes: Vec<(u32, u32, VariantFormat)> = processed
            .variants
            .iter()
            .map(|v| (v.width, v.height, v.format))
            .collect();
        assert_eq!(
            sizes,
            [
                (480, 360, VariantFormat::WebP),
                (480, 360, VariantFormat::Jpeg)
            ]
        );
    }

    #[test]
    fn photos_under_320_by_200_are_refused_as_too_small() {
        for (width, height) in [(300, 400), (400, 150)] {
            let source = jpeg(&photo_like(width, height));
            assert_eq!(code_of(inspect(&source)), "PHOTO_TOO_SMALL");
            assert_eq!(code_of(process(&source)), "PHOTO_TOO_SMALL");
        }
        assert!(message_of(inspect(&jpeg(&photo_like(300, 400)))).contains("320 × 200"));
        assert!(process(&jpeg(&photo_like(320, 200))).is_ok());
    }

    #[test]
    fn a_transparent_png_is_flattened_on_white() {
        // Left half fully transparent (its colour must not show), right half opaque red.
        let source = png(&DynamicImage::ImageRgba8(RgbaImage::from_fn(
            400,
            300,
            |x, _| {
                if x < 200 {
                    Rgba([0, 0, 0, 0])
                } else {
                    Rgba([200, 0, 0, 255])
                }
            },
        )));
        assert_eq!(inspect(&source).unwrap().format, SourceFormat::Png);
        let processed = process(&source).unwrap();
        for variant in &processed.variants {
            let decoded = decode(variant);
            assert!(
                !decoded.color().has_alpha(),
                "{variant:?} kept an alpha channel"
            );
            let decoded = decoded.into_rgb8();
            let left = decoded.get_pixel(50, 150).0;
            let right = decoded.get_pixel(350, 150).0;
            assert!(
                left.iter().all(|&c| c > 240),
                "left should be white, got {left:?}"
            );
            assert!(
                right[0] > 170 && right[1] < 40,
                "right should be red, got {right:?}"
            );
        }
    }

    #[test]
    fn webp_photos_are_accepted() {
        let source = webp_lossy(&photo_like(820, 500));
        let inspected = inspect(&source).unwrap();
        assert_eq!(
            inspected,
            Inspected {
                format: SourceFormat::WebP,
                width: 820,
                height: 500,
                decoded_bytes: 820 * 500 * 3,
            }
        );
        let widths: Vec<u32> = process(&source)
            .unwrap()
            .variants
            .iter()
            .map(|v| v.width)
            .collect();
        assert_eq!(widths, [480, 480, 800, 800]);
    }

    #[test]
    fn the_type_comes_from_the_bytes_and_others_are_unsupported() {
        let text = b"Dear owner, here is my farmhouse.\n".repeat(100);
        assert_eq!(code_of(inspect(&text)), "PHOTO_UNSUPPORTED");
        assert_eq!(
            message_of(inspect(&text)),
            "Upload a JPEG, PNG or WebP photo."
        );
        assert_eq!(code_of(process(&text)), "PHOTO_UNSUPPORTED");
        assert_eq!(
            code_of(inspect(b"GIF89a\x01\x00\x01\x00")),
            "PHOTO_UNSUPPORTED"
        );
        assert_eq!(code_of(inspect(&[])), "PHOTO_UNSUPPORTED");

        let mut heic = vec![0, 0, 0, 0x18];
        heic.extend(b"ftypheic\0\0\0\0mif1heic");
        heic.resize(4096, 0);
        assert_eq!(code_of(inspect(&heic)), "PHOTO_UNSUPPORTED");
        assert!(message_of(inspect(&heic)).contains("export this photo as JPEG"));

        // A PNG's bytes are a PNG whatever the upload was called.
        let png_bytes = png(&DynamicImage::ImageRgb8(photo_like(400, 300)));
        assert_eq!(inspect(&png_bytes).unwrap().format, SourceFormat::Png);
    }

    #[test]
    fn a_jpeg_cut_in_half_is_unreadable() {
        let whole = jpeg(&photo_like(800, 600));
        let half = &whole[..whole.len() / 2];
        assert_eq!(code_of(process(half)), "PHOTO_UNREADABLE");
        assert_eq!(
            message_of(process(half)),
            "This photo could not be read. It may be damaged; please try another."
        );
        // Cut inside the header, even the cheap check cannot read it.
        assert_eq!(code_of(inspect(&whole[..40])), "PHOTO_UNREADABLE");
        // A cut after the EXIF block, whose thumbnail carries an end marker of its own.
        let mut exif_with_thumbnail = exif_block(1);
        exif_with_thumbnail.extend(jpeg(&photo_like(16, 16)));
        let with_metadata = with_exif(&whole, &exif_with_thumbnail);
        assert!(process(&with_metadata).is_ok());
        let cut = &with_metadata[..with_metadata.len() - 200];
        assert_eq!(code_of(process(cut)), "PHOTO_UNREADABLE");
        // Bytes after the end marker (a motion photo's video) do not spoil a whole JPEG.
        let mut trailed = whole.clone();
        trailed.extend(b"ftypmp42 and some video");
        assert!(process(&trailed).is_ok());
    }

    #[test]
    fn a_png_or_webp_cut_short_is_unreadable() {
        let png_bytes = png(&DynamicImage::ImageRgb8(photo_like(400, 300)));
        let webp_bytes = webp_lossy(&photo_like(400, 300));
        for whole in [png_bytes, webp_bytes] {
            let half = &whole[..whole.len() / 2];
            assert!(inspect(half).is_ok(), "the header alone is whole");
            assert_eq!(code_of(process(half)), "PHOTO_UNREADABLE");
        }
    }

    #[test]
    fn more_than_15_mb_is_refused_before_anything_else() {
        let mut big = jpeg(&photo_like(400, 300));
        big.resize(MAX_PHOTO_BYTES + 1, 0);
        assert_eq!(code_of(inspect(&big)), "PHOTO_TOO_LARGE");
        assert_eq!(code_of(process(&big)), "PHOTO_TOO_LARGE");
        assert_eq!(
            message_of(inspect(&big)),
            "This photo is larger than 15 MB. Please upload a smaller one."
        );
    }

    #[test]
    fn a_png_claiming_20000_by_20000_is_refused_from_its_header() {
        let mut ihdr = Vec::new();
        ihdr.extend(20_000u32.to_be_bytes());
        ihdr.extend(20_000u32.to_be_bytes());
        // 8-bit RGBA, deflate, adaptive filtering, no interlace: 1.6 GB once decoded.
        ihdr.extend([8, 6, 0, 0, 0]);
        let mut bomb = b"\x89PNG\r\n\x1a\n".to_vec();
        bomb.extend(png_chunk(b"IHDR", &ihdr));
        // An empty zlib stream: the pixels are never read.
        bomb.extend(png_chunk(
            b"IDAT",
            &[0x78, 0x9C, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01],
        ));
        bomb.extend(png_chunk(b"IEND", &[]));

        assert_eq!(code_of(inspect(&bomb)), "PHOTO_TOO_MANY_PIXELS");
        assert_eq!(code_of(process(&bomb)), "PHOTO_TOO_MANY_PIXELS");
        assert_eq!(
            message_of(process(&bomb)),
            "This photo is over 40 megapixels. Please upload a smaller one."
        );
    }

    /// A PNG header of `width` × `height` at `depth` bits in colour type `color` (2 RGB, 6 RGBA).
    fn png_header(width: u32, height: u32, depth: u8, color: u8) -> Vec<u8> {
        let mut ihdr = Vec::new();
        ihdr.extend(width.to_be_bytes());
        ihdr.extend(height.to_be_bytes());
        ihdr.extend([depth, color, 0, 0, 0]);
        let mut png = b"\x89PNG\r\n\x1a\n".to_vec();
        png.extend(png_chunk(b"IHDR", &ihdr));
        png.extend(png_chunk(
            b"IDAT",
            &[0x78, 0x9C, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01],
        ));
        png.extend(png_chunk(b"IEND", &[]));
        png
    }

    #[test]
    fn sixteen_bit_and_alpha_count_towards_the_decoding_memory() {
        // 35 megapixels pass the pixel count, but at 16-bit RGB they would decode to 210 MB.
        let deep = png_header(7000, 5000, 16, 2);
        assert_eq!(code_of(inspect(&deep)), "PHOTO_TOO_DEEP");
        assert_eq!(code_of(process(&deep)), "PHOTO_TOO_DEEP");
        assert!(message_of(inspect(&deep)).contains("8-bit JPEG or PNG"));
        // 40 megapixels of 16-bit RGBA (the hostile upload): 320 MB.
        assert_eq!(
            code_of(inspect(&png_header(8000, 5000, 16, 6))),
            "PHOTO_TOO_DEEP"
        );
        // The same pixels at 8 bits are 140 MB (RGB) and 160 MB (RGBA): allowed.
        for color in [2, 6] {
            let shallow = inspect(&png_header(7000, 5000, 8, color)).unwrap();
            assert_eq!(
                shallow.decoded_bytes,
                7000 * 5000 * if color == 6 { 4 } else { 3 }
            );
        }
        // 20 megapixels of 16-bit RGBA fit, counted at 8 bytes a pixel.
        let twenty = inspect(&png_header(5000, 4000, 16, 6)).unwrap();
        assert_eq!(twenty.decoded_bytes, 5000 * 4000 * 8);
        assert_eq!(twenty.decoded_bytes, MAX_DECODED_BYTES);
        assert!(twenty.peak_bytes() > twenty.decoded_bytes + 5000 * 4000 * 3);
    }

    #[test]
    fn a_picture_bigger_than_the_resize_scratch_is_shrunk_by_areas_first() {
        // 3000 wide to 1600 × 2400 needs 3000 × 2400 pixels (21.6 MB) of scratch: over a 16 MB
        // bound, the area step comes first.
        let source = photo_like(3000, 4500);
        let small = shrink_within(&source, 1600, 2400, 16 * 1024 * 1024);
        assert_eq!(small.dimensions(), (1600, 2400));
        // The gradient survives: left darker than right in the first channel.
        assert!(small.get_pixel(10, 1200).0[0] < small.get_pixel(1590, 1200).0[0]);
    }

    #[test]
    fn the_fast_resize_draws_what_imageops_draws() {
        let source = photo_like(1200, 800);
        let fast = lanczos3(&source, 480, 320);
        let reference = imageops::resize(&source, 480, 320, FilterType::Lanczos3);
        assert_eq!(fast.dimensions(), (480, 320));
        let diff: u64 = fast
            .as_raw()
            .iter()
            .zip(reference.as_raw())
            .map(|(a, b)| u64::from(a.abs_diff(*b)))
            .sum();
        let mean = diff as f64 / fast.as_raw().len() as f64;
        assert!(mean < 1.5, "mean difference per channel {mean:.2}");
    }

    #[test]
    fn long_thin_strips_are_refused() {
        let source = png(&DynamicImage::ImageRgb8(RgbImage::new(330, 3400)));
        assert_eq!(code_of(inspect(&source)), "PHOTO_BAD_SHAPE");
    }

    #[test]
    fn random_and_damaged_bytes_never_panic() {
        let mut noise = Noise(42);
        let valid = [
            jpeg(&photo_like(320, 200)),
            png(&DynamicImage::ImageRgba8(
                DynamicImage::ImageRgb8(photo_like(320, 200)).into_rgba8(),
            )),
            webp_lossy(&photo_like(320, 200)),
            with_exif(&jpeg(&photo_like(320, 200)), &exif_block(8)),
        ];
        let magics: [&[u8]; 4] = [&[0xFF, 0xD8, 0xFF], b"\x89PNG\r\n\x1a\n", b"RIFF", b"\0"];
        let mut inputs: Vec<Vec<u8>> = Vec::new();
        for i in 0..200 {
            let mut bytes = magics[i % magics.len()].to_vec();
            if i % magics.len() == 2 {
                bytes.extend([0x40, 0, 0, 0]);
                bytes.extend(b"WEBPVP8 ");
            }
            let length = noise.below(600);
            bytes.extend((0..length).map(|_| noise.byte()));
            inputs.push(bytes);
        }
        for source in &valid {
            for _ in 0..25 {
                inputs.push(source[..noise.below(source.len())].to_vec());
                let mut flipped = source.clone();
                for _ in 0..1 + noise.below(8) {
                    let at = noise.below(flipped.len());
                    flipped[at] = noise.byte();
                }
                inputs.push(flipped);
            }
        }
        for input in &inputs {
            if inspect(input).is_ok() {
                let _ = process(input);
            }
        }
    }
}
