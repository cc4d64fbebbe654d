//! A small RGB raster with the few drawing operations the procedural scenes need. Everything works
//! on whole spans or bounded boxes with integer blending, so a 1200×800 picture stays cheap even
//! in a debug build.

pub type Rgb = [u8; 3];

pub struct Canvas {
    pub width: usize,
    pub height: usize,
    pub pixels: Vec<u8>,
}

/// Linear mix of two colours, `t` in 0..=1.
pub fn mix(a: Rgb, b: Rgb, t: f32) -> Rgb {
    let t = t.clamp(0.0, 1.0);
    [
        (a[0] as f32 + (b[0] as f32 - a[0] as f32) * t) as u8,
        (a[1] as f32 + (b[1] as f32 - a[1] as f32) * t) as u8,
        (a[2] as f32 + (b[2] as f32 - a[2] as f32) * t) as u8,
    ]
}

/// Multiplies a colour by a per-channel light (the time of day's tint).
pub fn lit(c: Rgb, light: [f32; 3]) -> Rgb {
    [
        (c[0] as f32 * light[0]).min(255.0) as u8,
        (c[1] as f32 * light[1]).min(255.0) as u8,
        (c[2] as f32 * light[2]).min(255.0) as u8,
    ]
}

impl Canvas {
    pub fn new(width: usize, height: usize) -> Self {
        Self {
            width,
            height,
            pixels: vec![0; width * height * 3],
        }
    }

    /// Sets each row `y` in `y0..y1` to `colour(y)`.
    pub fn fill_rows(&mut self, y0: usize, y1: usize, mut colour: impl FnMut(usize) -> Rgb) {
        let w = self.width;
        for y in y0..y1.min(self.height) {
            let c = colour(y);
            fill_run(&mut self.pixels[y * w * 3..(y + 1) * w * 3], c);
        }
    }

    /// Blends `c` over the span `x0..x1` of row `y`; `alpha` in 0..=256.
    #[inline]
    pub fn span(&mut self, y: i32, x0: i32, x1: i32, c: Rgb, alpha: u32) {
        if y < 0 || y >= self.height as i32 {
            return;
        }
        let x0 = if x0 < 0 { 0 } else { x0 as usize };
        let x1 = if x1 < 0 {
            0
        } else if x1 as usize > self.width {
            self.width
        } else {
            x1 as usize
        };
        if x0 >= x1 {
            return;
        }
        let row = y as usize * self.width * 3;
        let s = &mut self.pixels[row + x0 * 3..row + x1 * 3];
        if alpha >= 256 {
            fill_run(s, c);
        } else {
            // Plain indexed loop: iterator adapters cost a call per pixel in debug builds.
            let inv = 256 - alpha;
            let (r, g, b) = (
                c[0] as u32 * alpha,
                c[1] as u32 * alpha,
                c[2] as u32 * alpha,
            );
            let mut i = 0;
            let n = s.len();
            while i < n {
                s[i] = ((s[i] as u32 * inv + r) >> 8) as u8;
                s[i + 1] = ((s[i + 1] as u32 * inv + g) >> 8) as u8;
                s[i + 2] = ((s[i + 2] as u32 * inv + b) >> 8) as u8;
                i += 3;
            }
        }
    }

    pub fn rect(&mut self, x0: f32, y0: f32, x1: f32, y1: f32, c: Rgb, alpha: u32) {
        for y in y0.round() as i32..y1.round() as i32 {
            self.span(y, x0.round() as i32, x1.round() as i32, c, alpha);
        }
    }

    pub fn ellipse(&mut self, cx: f32, cy: f32, rx: f32, ry: f32, c: Rgb, alpha: u32) {
        if rx <= 0.0 || ry <= 0.0 {
            return;
        }
        for y in (cy - ry).floor() as i32..=(cy + ry).ceil() as i32 {
            let dy = (y as f32 + 0.5 - cy) / ry;
            if dy.abs() > 1.0 {
                continue;
            }
            let half = rx * (1.0 - dy * dy).sqrt();
            self.span(
                y,
                (cx - half).round() as i32,
                (cx + half).round() as i32,
                c,
                alpha,
            );
        }
    }

    pub fn circle(&mut self, cx: f32, cy: f32, r: f32, c: Rgb, alpha: u32) {
        self.ellipse(cx, cy, r, r, c, alpha);
    }

    /// Fills a simple polygon (even-odd rule) by scanlines.
    pub fn polygon(&mut self, pts: &[(f32, f32)], c: Rgb, alpha: u32) {
        if pts.len() < 3 {
            return;
        }
        let ymin = pts
            .iter()
            .map(|p| p.1)
            .fold(f32::MAX, f32::min)
            .floor()
            .max(0.0) as i32;
        let ymax = pts
            .iter()
            .map(|p| p.1)
            .fold(f32::MIN, f32::max)
            .ceil()
            .min(self.height as f32) as i32;
        let mut xs: Vec<f32> = Vec::with_capacity(8);
        for y in ymin..ymax {
            let sy = y as f32 + 0.5;
            xs.clear();
            for i in 0..pts.len() {
                let (a, b) = (pts[i], pts[(i + 1) % pts.len()]);
                if (a.1 <= sy && b.1 > sy) || (b.1 <= sy && a.1 > sy) {
                    xs.push(a.0 + (sy - a.1) / (b.1 - a.1) * (b.0 - a.0));
                }
            }
            xs.sort_by(|a, b| a.total_cmp(b));
            for pair in xs.chunks_exact(2) {
                self.span(y, pair[0].round() as i32, pair[1].round() as i32, c, alpha);
            }
        }
    }

    /// A thick straight stroke, tapering from `w0` to `w1`.
    pub fn stroke(&mut self, a: (f32, f32), b: (f32, f32), w0: f32, w1: f32, c: Rgb, alpha: u32) {
        let (dx, dy) = (b.0 - a.0, b.1 - a.1);
        let len = (dx * dx + dy * dy).sqrt().max(0.001);
        let (nx, ny) = (-dy / len, dx / len);
        self.polygon(
            &[
                (a.0 + nx * w0 / 2.0, a.1 + ny * w0 / 2.0),
                (b.0 + nx * w1 / 2.0, b.1 + ny * w1 / 2.0),
                (b.0 - nx * w1 / 2.0, b.1 - ny * w1 / 2.0),
                (a.0 - nx * w0 / 2.0, a.1 - ny * w0 / 2.0),
            ],
            c,
            alpha,
        );
    }

    /// Adds light around a point, fading with the square of the distance (sun, lamps, fire).
    pub fn glow(&mut self, cx: f32, cy: f32, radius: f32, c: Rgb, strength: f32) {
        self.glow_ellipse(cx, cy, radius, radius, c, strength);
    }

    pub fn glow_ellipse(&mut self, cx: f32, cy: f32, rx: f32, ry: f32, c: Rgb, strength: f32) {
        if rx < 1.0 || ry < 1.0 {
            return;
        }
        let k = strength.clamp(0.0, 1.0) * 256.0;
        let (cr, cg, cb) = (c[0] as u32, c[1] as u32, c[2] as u32);
        let y0 = (cy - ry).max(0.0) as usize;
        let y1 = ((cy + ry).max(0.0) as usize).min(self.height);
        let irx2 = 1.0 / (rx * rx);
        for y in y0..y1 {
            let dy = (y as f32 - cy) / ry;
            let fy = dy * dy;
            if fy >= 1.0 {
                continue;
            }
            // Only the part of the row inside the ellipse.
            let half = rx * (1.0 - fy).sqrt();
            let xa = (cx - half).max(0.0) as usize;
            let xb = ((cx + half).max(0.0) as usize).min(self.width);
            let row = y * self.width * 3;
            for x in xa..xb {
                let dx = x as f32 - cx;
                let f = 1.0 - (dx * dx * irx2 + fy);
                if f <= 0.0 {
                    continue;
                }
                let a = (f * f * k) as u32;
                let i = row + x * 3;
                let r = self.pixels[i] as u32 + ((cr * a) >> 8);
                let g = self.pixels[i + 1] as u32 + ((cg * a) >> 8);
                let b = self.pixels[i + 2] as u32 + ((cb * a) >> 8);
                self.pixels[i] = if r > 255 { 255 } else { r as u8 };
                self.pixels[i + 1] = if g > 255 { 255 } else { g as u8 };
                self.pixels[i + 2] = if b > 255 { 255 } else { b as u8 };
            }
        }
    }
}

/// Fills a run of RGB pixels with one colour by doubling copies (a handful of memcpy calls per
/// row instead of one call per pixel, which matters in debug builds).
fn fill_run(s: &mut [u8], c: Rgb) {
    if s.len() < 3 {
        return;
    }
    s[..3].copy_from_slice(&c);
    let mut filled = 3;
    while filled < s.len() {
        let n = filled.min(s.len() - filled);
        s.copy_within(..n, filled);
        filled += n;
    }
}

/// A table of small signed offsets for grass texture, from a plain LCG.
pub fn noise_table(seed: u64, len: usize, amplitude: i32) -> Vec<i32> {
    let mut state = (seed ^ 0x2545_f491) & 0x7fff_ffff;
    (0..len)
        .map(|_| {
            state = (state * 1_103_515_245 + 12_345) & 0x7fff_ffff;
            ((state >> 16) as i32 % (2 * amplitude + 1)) - amplitude
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seed_canvas_polygon_fills_inside_only() {
        let mut c = Canvas::new(10, 10);
        c.polygon(
            &[(2.0, 2.0), (8.0, 2.0), (8.0, 8.0), (2.0, 8.0)],
            [255, 0, 0],
            256,
        );
        assert_eq!(
            &c.pixels[(5 * 10 + 5) * 3..(5 * 10 + 5) * 3 + 3],
            &[255, 0, 0]
        );
        assert_eq!(&c.pixels[0..3], &[0, 0, 0]);
    }

    #[test]
    fn seed_canvas_clips_shapes_outside_the_picture() {
        let mut c = Canvas::new(20, 10);
        c.circle(-5.0, -5.0, 30.0, [10, 20, 30], 128);
        c.glow(25.0, 15.0, 40.0, [255, 255, 255], 1.0);
        c.stroke((-10.0, 5.0), (40.0, 5.0), 3.0, 1.0, [1, 2, 3], 256);
    }
}
