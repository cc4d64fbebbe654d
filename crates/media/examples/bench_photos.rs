//! Photo pipeline benchmark (release build: `cargo run --release -p escapes-media --example
//! bench_photos -- [sequential | four N]`). Makes a 12-megapixel (4000 × 3000) photo-like JPEG in
//! memory, then measures either
//!
//! - `sequential`: `process` on it, one call at a time: median and max seconds per photo (every
//!   width, in WebP and JPEG);
//! - `four N`: four photos submitted at once with at most N processed at a time (the server's
//!   photo queue runs 2): total wall time and the process's peak resident memory (VmHWM).
//!
//! Each mode runs in its own process, so the peak memory is that mode's alone.
//! Prints plain `key: value` lines.

use std::time::{Duration, Instant};

use escapes_media as photos;
use image::codecs::jpeg::JpegEncoder;
use image::{Rgb, RgbImage};

const WIDTH: u32 = 4000;
const HEIGHT: u32 = 3000;
const SEQUENTIAL_RUNS: usize = 5;
const CONCURRENT_CALLS: usize = 4;

/// Gradients, soft waves and grain, so the encoders have real work (a flat picture compresses to
/// nothing and flatters the figures).
fn photo_like_jpeg() -> Vec<u8> {
    let mut state: u64 = 0x2545_F491_4F6C_DD1D;
    let image = RgbImage::from_fn(WIDTH, HEIGHT, |x, y| {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        let grain = f32::from(state.to_le_bytes()[0] % 24);
        let (fx, fy) = (x as f32 / WIDTH as f32, y as f32 / HEIGHT as f32);
        let wave = ((fx * 37.0).sin() * (fy * 23.0).cos() + 1.0) * 30.0;
        let channel = |v: f32| (v + grain).clamp(0.0, 255.0) as u8;
        Rgb([
            channel(40.0 + 150.0 * fx + wave),
            channel(60.0 + 120.0 * fy + wave * 0.5),
            channel(180.0 - 140.0 * fy + wave * 0.3),
        ])
    });
    let mut out = Vec::new();
    JpegEncoder::new_with_quality(&mut out, 90)
        .encode_image(&image)
        .expect("encoding an in-memory JPEG");
    out
}

/// Peak resident set size of this process so far, in MB.
fn peak_rss_mb() -> f64 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    status
        .lines()
        .find_map(|line| line.strip_prefix("VmHWM:"))
        .and_then(|rest| {
            rest.trim()
                .trim_end_matches("kB")
                .trim()
                .parse::<f64>()
                .ok()
        })
        .map_or(f64::NAN, |kb| kb / 1024.0)
}

fn seconds(d: Duration) -> String {
    format!("{:.3}", d.as_secs_f64())
}

fn main() {
    let source = photo_like_jpeg();
    println!("source: {WIDTH}x{HEIGHT} JPEG");
    println!("source_bytes: {}", source.len());
    println!("peak_rss_mb_before: {:.0}", peak_rss_mb());

    let started = Instant::now();
    photos::inspect(&source).expect("the source passes the checks");
    println!("inspect_seconds: {}", seconds(started.elapsed()));

    let args: Vec<String> = std::env::args().skip(1).collect();
    let parallel = match args.first().map(String::as_str) {
        Some("four") => args
            .get(1)
            .and_then(|n| n.parse::<usize>().ok())
            .unwrap_or(CONCURRENT_CALLS)
            .max(1),
        _ => 0,
    };
    if parallel == 0 {
        sequential(&source);
    } else {
        four_at_once(&source, parallel);
    }
}

fn sequential(source: &[u8]) {
    let mut times = Vec::with_capacity(SEQUENTIAL_RUNS);
    let mut processed = None;
    for _ in 0..SEQUENTIAL_RUNS {
        let started = Instant::now();
        processed = Some(photos::process(source).expect("the source is processed"));
        times.push(started.elapsed());
    }
    times.sort();
    println!("process_runs: {SEQUENTIAL_RUNS}");
    println!(
        "process_median_seconds: {}",
        seconds(times[times.len() / 2])
    );
    println!("process_max_seconds: {}", seconds(times[times.len() - 1]));
    if let Some(processed) = processed {
        for variant in &processed.variants {
            println!(
                "variant_{}_{}_bytes: {} ({}x{})",
                variant.width,
                variant.format.extension(),
                variant.bytes.len(),
                variant.width,
                variant.height
            );
        }
    }
    println!("peak_rss_mb_after_sequential: {:.0}", peak_rss_mb());
}

fn four_at_once(source: &[u8], parallel: usize) {
    let started = Instant::now();
    let permits = std::sync::Mutex::new(parallel);
    let turn = std::sync::Condvar::new();
    let limited = || {
        let mut free = permits.lock().expect("lock");
        while *free == 0 {
            free = turn.wait(free).expect("lock");
        }
        *free -= 1;
        drop(free);
        let out = photos::process(source).map(|p| p.variants.len());
        *permits.lock().expect("lock") += 1;
        turn.notify_one();
        out
    };
    std::thread::scope(|scope| {
        let calls: Vec<_> = (0..CONCURRENT_CALLS)
            .map(|_| scope.spawn(limited))
            .collect();
        for call in calls {
            call.join()
                .expect("no panic")
                .expect("the source is processed");
        }
    });
    println!("concurrent_calls: {CONCURRENT_CALLS}");
    println!("concurrent_parallel: {parallel}");
    println!(
        "concurrent_cores: {}",
        std::thread::available_parallelism().map_or(0, |n| n.get())
    );
    println!("concurrent_wall_seconds: {}", seconds(started.elapsed()));
    println!("peak_rss_mb_concurrent: {:.0}", peak_rss_mb());
}
