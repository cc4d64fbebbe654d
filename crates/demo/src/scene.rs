//! Procedural farmhouse pictures: a sky for the time of day, layered Deccan hills, a lawn, and the
//! subject (pool, house, lawn, bonfire or the countryside), laid out and coloured from a seed so
//! every listing photo is a different picture.

use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};

use super::canvas::{lit, mix, noise_table, Canvas, Rgb};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TimeOfDay {
    Morning,
    Midday,
    GoldenHour,
    Dusk,
    Night,
}

pub const TIMES: [TimeOfDay; 5] = [
    TimeOfDay::Morning,
    TimeOfDay::Midday,
    TimeOfDay::GoldenHour,
    TimeOfDay::Dusk,
    TimeOfDay::Night,
];

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Subject {
    Pool,
    Lawn,
    House,
    Bonfire,
    Countryside,
}

/// What the main building looks like; follows the property type.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Building {
    Farmhouse,
    Villa,
    Cottage,
    Resort,
    Estate,
}

impl Building {
    pub fn from_property_type(t: &str) -> Self {
        match t {
            "villa" => Self::Villa,
            "cottage" => Self::Cottage,
            "resort" => Self::Resort,
            "estate" => Self::Estate,
            _ => Self::Farmhouse,
        }
    }

    fn noun(self) -> &'static str {
        match self {
            Self::Farmhouse => "Farmhouse",
            Self::Villa => "Villa",
            Self::Cottage => "Cottage",
            Self::Resort => "Resort cottages",
            Self::Estate => "Estate bungalow",
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Scene {
    pub subject: Subject,
    pub time: TimeOfDay,
    pub building: Building,
    pub seed: u64,
}

impl Scene {
    /// Alt text: what the picture shows, then the listing ("Swimming pool at dusk, Banyan Grove
    /// Farmhouse").
    pub fn alt(&self, title: &str) -> String {
        let when = match self.time {
            TimeOfDay::Morning => "in the morning",
            TimeOfDay::Midday => "on a sunny afternoon",
            TimeOfDay::GoldenHour => "at golden hour",
            TimeOfDay::Dusk => "at dusk",
            TimeOfDay::Night => "at night",
        };
        let what = match (self.subject, self.time) {
            (Subject::Pool, TimeOfDay::Night) => "Swimming pool lit up at night".to_string(),
            (Subject::Pool, _) => format!("Swimming pool {when}"),
            (Subject::Lawn, _) => format!("Lawn and mango trees {when}"),
            (Subject::House, _) => format!("{} {when}", self.building.noun()),
            (Subject::Bonfire, TimeOfDay::Night) => "Bonfire under the stars".to_string(),
            (Subject::Bonfire, _) => format!("Bonfire on the lawn {when}"),
            (Subject::Countryside, _) => format!("View over the fields and hills {when}"),
        };
        format!("{what}, {title}")
    }

    pub fn render(&self, width: usize, height: usize) -> Canvas {
        Painter::new(self, width, height).paint()
    }
}

struct Palette {
    sky_top: Rgb,
    sky_mid: Rgb,
    horizon: Rgb,
    ground_far: Rgb,
    ground_near: Rgb,
    light: [f32; 3],
    lights_on: bool,
}

fn jitter(rng: &mut StdRng, c: Rgb, by: i32) -> Rgb {
    let mut j = |v: u8| (v as i32 + rng.random_range(-by..=by)).clamp(0, 255) as u8;
    [j(c[0]), j(c[1]), j(c[2])]
}

fn palette(time: TimeOfDay, rng: &mut StdRng) -> Palette {
    let (top, mid, hor, far, near, light) = match time {
        TimeOfDay::Morning => (
            [92, 150, 215],
            [160, 200, 235],
            [245, 218, 178],
            [150, 172, 92],
            [66, 118, 48],
            [0.95, 0.93, 0.88],
        ),
        TimeOfDay::Midday => (
            [38, 108, 205],
            [108, 168, 230],
            [196, 222, 240],
            [142, 178, 82],
            [58, 124, 44],
            [1.0, 1.0, 1.0],
        ),
        TimeOfDay::GoldenHour => (
            [62, 92, 160],
            [228, 158, 110],
            [255, 202, 122],
            [168, 148, 72],
            [78, 88, 36],
            [1.0, 0.8, 0.58],
        ),
        TimeOfDay::Dusk => (
            [26, 30, 76],
            [118, 72, 122],
            [244, 132, 92],
            [62, 58, 52],
            [26, 34, 26],
            [0.42, 0.36, 0.48],
        ),
        TimeOfDay::Night => (
            [4, 8, 24],
            [12, 22, 54],
            [36, 50, 86],
            [22, 28, 32],
            [8, 12, 12],
            [0.14, 0.16, 0.26],
        ),
    };
    let lights_on = match time {
        TimeOfDay::Dusk | TimeOfDay::Night => true,
        TimeOfDay::GoldenHour => rng.random_bool(0.4),
        _ => false,
    };
    Palette {
        sky_top: jitter(rng, top, 10),
        sky_mid: jitter(rng, mid, 14),
        horizon: jitter(rng, hor, 12),
        ground_far: jitter(rng, far, 12),
        ground_near: jitter(rng, near, 10),
        light,
        lights_on,
    }
}

const WALLS: [Rgb; 6] = [
    [236, 224, 200],
    [242, 240, 234],
    [198, 122, 82],
    [216, 172, 92],
    [238, 214, 150],
    [192, 186, 176],
];
const ROOFS: [Rgb; 4] = [[158, 68, 44], [82, 82, 88], [122, 82, 52], [70, 100, 72]];
const WINDOW_LIT: Rgb = [255, 198, 112];

struct Painter<'a> {
    scene: &'a Scene,
    c: Canvas,
    rng: StdRng,
    pal: Palette,
    w: f32,
    h: f32,
    /// Horizon line in pixels.
    hy: f32,
}

impl<'a> Painter<'a> {
    fn new(scene: &'a Scene, width: usize, height: usize) -> Self {
        let mut rng = StdRng::seed_from_u64(scene.seed);
        let pal = palette(scene.time, &mut rng);
        let horizon = match scene.subject {
            Subject::Pool => rng.random_range(0.40..0.48),
            Subject::Lawn => rng.random_range(0.44..0.54),
            Subject::House => rng.random_range(0.50..0.58),
            Subject::Bonfire => rng.random_range(0.46..0.54),
            Subject::Countryside => rng.random_range(0.52..0.62),
        };
        Self {
            scene,
            c: Canvas::new(width, height),
            rng,
            pal,
            w: width as f32,
            h: height as f32,
            hy: (height as f32 * horizon).round(),
        }
    }

    fn paint(mut self) -> Canvas {
        self.sky();
        self.hills();
        self.ground();
        match self.scene.subject {
            Subject::Pool => self.pool_scene(),
            Subject::Lawn => self.lawn_scene(),
            Subject::House => self.house_scene(),
            Subject::Bonfire => self.bonfire_scene(),
            Subject::Countryside => self.countryside_scene(),
        }
        self.c
    }

    fn sky_at(&self, y: f32) -> Rgb {
        let t = (y / self.hy).clamp(0.0, 1.0);
        if t < 0.55 {
            mix(self.pal.sky_top, self.pal.sky_mid, t / 0.55)
        } else {
            mix(
                self.pal.sky_mid,
                self.pal.horizon,
                ((t - 0.55) / 0.45).powf(1.3),
            )
        }
    }

    fn sky(&mut self) {
        let hy = self.hy as usize + 1;
        let rows: Vec<Rgb> = (0..hy).map(|y| self.sky_at(y as f32)).collect();
        self.c.fill_rows(0, hy, |y| rows[y]);
        let (w, hy) = (self.w, self.hy);
        match self.scene.time {
            TimeOfDay::Night | TimeOfDay::Dusk => {
                let n = if self.scene.time == TimeOfDay::Night {
                    self.rng.random_range(220..420)
                } else {
                    40
                };
                let limit = if self.scene.time == TimeOfDay::Night {
                    0.92
                } else {
                    0.45
                };
                for _ in 0..n {
                    let x = self.rng.random_range(0.0..w);
                    let y = self.rng.random_range(0.0..hy * limit);
                    let b = self.rng.random_range(90..256u32);
                    let size = if self.rng.random_bool(0.1) { 2.0 } else { 1.0 };
                    self.c.rect(x, y, x + size, y + size, [255, 250, 235], b);
                }
                if self.scene.time == TimeOfDay::Night {
                    let (mx, my, r) = (
                        self.rng.random_range(w * 0.1..w * 0.9),
                        self.rng.random_range(hy * 0.12..hy * 0.45),
                        self.rng.random_range(22.0..38.0),
                    );
                    self.c.circle(mx, my, r, [236, 234, 214], 256);
                    if self.rng.random_bool(0.6) {
                        // A crescent: the sky covers part of the disc; the halo goes on top.
                        let off = self.rng.random_range(0.45..0.8) * r;
                        let sky = self.sky_at(my);
                        self.c.circle(mx + off, my - off * 0.3, r * 0.95, sky, 256);
                    }
                    self.c.glow(mx, my, r * 7.0, [70, 80, 110], 0.5);
                } else {
                    // The sun has just set: a warm band along the horizon.
                    let sx = self.rng.random_range(w * 0.2..w * 0.8);
                    self.c
                        .glow_ellipse(sx, hy, w * 0.55, hy * 0.45, [255, 120, 80], 0.55);
                }
            }
            time => {
                let (sy, r, colour, glow_r, strength) = match time {
                    TimeOfDay::Morning => (
                        hy * self.rng.random_range(0.45..0.7),
                        34.0,
                        [255, 244, 214],
                        420.0,
                        0.55,
                    ),
                    TimeOfDay::Midday => (
                        hy * self.rng.random_range(0.1..0.25),
                        30.0,
                        [255, 255, 240],
                        380.0,
                        0.45,
                    ),
                    _ => (
                        hy * self.rng.random_range(0.78..0.92),
                        46.0,
                        [255, 196, 104],
                        620.0,
                        0.7,
                    ),
                };
                let sx = self.rng.random_range(w * 0.12..w * 0.88);
                self.c.glow(sx, sy, glow_r, colour, strength);
                self.c.circle(sx, sy, r, colour, 256);
                self.clouds(time);
                if time != TimeOfDay::Midday {
                    self.birds();
                }
            }
        }
    }

    fn clouds(&mut self, time: TimeOfDay) {
        let tint = match time {
            TimeOfDay::GoldenHour => [255, 170, 120],
            TimeOfDay::Morning => [250, 236, 226],
            _ => [235, 240, 250],
        };
        for _ in 0..self.rng.random_range(2..5) {
            let cx = self.rng.random_range(0.0..self.w);
            let cy = self.rng.random_range(self.hy * 0.08..self.hy * 0.6);
            let len = self.rng.random_range(120.0..320.0);
            for _ in 0..self.rng.random_range(3..6) {
                let dx = self.rng.random_range(-len / 2.0..len / 2.0);
                let dy = self.rng.random_range(-18.0..12.0);
                let rx = self.rng.random_range(50.0..120.0);
                self.c
                    .glow_ellipse(cx + dx, cy + dy, rx, rx * 0.38, tint, 0.32);
            }
        }
    }

    fn birds(&mut self) {
        let colour = lit([40, 40, 45], self.pal.light);
        for _ in 0..self.rng.random_range(2..7) {
            let x = self.rng.random_range(self.w * 0.2..self.w * 0.8);
            let y = self.rng.random_range(self.hy * 0.15..self.hy * 0.6);
            let s = self.rng.random_range(5.0..11.0);
            self.c
                .stroke((x - s, y - s * 0.5), (x, y), 2.0, 2.0, colour, 220);
            self.c
                .stroke((x, y), (x + s, y - s * 0.5), 2.0, 2.0, colour, 220);
        }
    }

    fn hills(&mut self) {
        let layers = self.rng.random_range(2..4);
        let base_hill: Rgb = match self.scene.time {
            TimeOfDay::Night => [14, 20, 34],
            TimeOfDay::Dusk => [58, 46, 72],
            _ => [72, 104, 76],
        };
        for l in 0..layers {
            let depth = l as f32 / layers as f32; // 0 = farthest
            let top = self.hy - self.h * self.rng.random_range(0.05..0.13) * (1.0 - 0.4 * depth);
            let amp = self.h * self.rng.random_range(0.03..0.08);
            let (f1, f2, f3) = (
                self.rng.random_range(0.002..0.006),
                self.rng.random_range(0.008..0.02),
                self.rng.random_range(0.03..0.06),
            );
            let (p1, p2, p3) = (
                self.rng.random_range(0.0..6.3),
                self.rng.random_range(0.0..6.3),
                self.rng.random_range(0.0..6.3),
            );
            let colour = mix(self.pal.horizon, base_hill, 0.35 + 0.5 * depth + 0.1);
            let mut ridge = Vec::with_capacity(self.c.width);
            for x in 0..self.c.width {
                let xf = x as f32;
                let y = top
                    - amp
                        * (0.55 * (xf * f1 + p1).sin()
                            + 0.3 * (xf * f2 + p2).sin()
                            + 0.15 * (xf * f3 + p3).sin());
                ridge.push(y);
            }
            let stride = self.c.width * 3;
            let bottom = (self.hy as usize + 2).min(self.c.height);
            for (x, &y) in ridge.iter().enumerate() {
                let mut i = (y.round().max(0.0) as usize) * stride + x * 3;
                let end = bottom * stride;
                while i < end {
                    self.c.pixels[i] = colour[0];
                    self.c.pixels[i + 1] = colour[1];
                    self.c.pixels[i + 2] = colour[2];
                    i += stride;
                }
            }
            // Granite boulders, the Deccan's trademark, on the nearest ridge.
            if l == layers - 1 && self.rng.random_bool(0.6) {
                let rock = mix(colour, lit([150, 136, 122], self.pal.light), 0.6);
                for _ in 0..self.rng.random_range(1..4) {
                    let x = self.rng.random_range(0..self.c.width);
                    let y = ridge[x];
                    let (x, s) = (x as f32, self.rng.random_range(14.0..30.0));
                    for _ in 0..self.rng.random_range(3..7) {
                        let dx = self.rng.random_range(-2.0 * s..2.0 * s);
                        let r = self.rng.random_range(0.5 * s..s);
                        self.c.ellipse(x + dx, y - r * 0.5, r * 1.2, r, rock, 256);
                    }
                }
            }
        }
    }

    /// Ground from the horizon down, lighter far away: a lawn with mowing stripes, or for the
    /// countryside a patchwork of fields with furrows, both converging in perspective.
    fn ground(&mut self) {
        let (w, h, hy) = (self.c.width, self.c.height, self.hy as usize);
        let cx = self.rng.random_range(0.3..0.7) * self.w;
        let stripe_w = self.rng.random_range(60.0..120.0);
        let fields = self.scene.subject == Subject::Countryside;
        let crops = [
            lit([196, 170, 90], self.pal.light),
            lit([122, 92, 62], self.pal.light),
            lit([70, 120, 40], self.pal.light),
            lit([150, 160, 70], self.pal.light),
        ];
        let lift = (12.0 * self.pal.light[1]) as u8;
        let noise = noise_table(self.scene.seed, 4096, 8);
        let field_seed = self.scene.seed as usize;
        for y in hy..h {
            let t = (y - hy) as f32 / (h - hy).max(1) as f32;
            let base = mix(self.pal.ground_far, self.pal.ground_near, t.powf(0.8));
            let inv = 1.0 / (t + 0.02);
            // `u` runs across the row in perspective; the even offset keeps the cast a floor.
            let step = inv / stripe_w;
            let mut u = (0.0 - cx) * step + 1000.0;
            let parcel_row = (inv * 1.2) as usize;
            let row = y * w * 3;
            let off = (y * 1237) & 4095;
            let mut last_parcel = usize::MAX;
            let mut colours = [base, base];
            for x in 0..w {
                let shade = if fields {
                    let parcel = (u * 0.3) as usize;
                    if parcel != last_parcel {
                        last_parcel = parcel;
                        let pick = (parcel * 7 + parcel_row * 13 + field_seed) % 5;
                        let c = if pick < 4 {
                            mix(base, crops[pick], 0.55)
                        } else {
                            base
                        };
                        colours = [c, mix(c, [0, 0, 0], 0.18)];
                    }
                    // Furrows: a thin dark line every few units of `u`.
                    ((u * 3.0) as usize).is_multiple_of(4) as usize
                } else {
                    if x == 0 {
                        colours = [
                            base,
                            [
                                base[0].saturating_add(lift),
                                base[1].saturating_add(lift),
                                base[2].saturating_add(lift),
                            ],
                        ];
                    }
                    (u as usize) & 1
                };
                let c = colours[shade];
                let n = noise[(x + off) & 4095];
                let i = row + x * 3;
                let r = c[0] as i32 + n;
                let g = c[1] as i32 + n;
                let b = c[2] as i32 + n;
                self.c.pixels[i] = if r < 0 {
                    0
                } else if r > 255 {
                    255
                } else {
                    r as u8
                };
                self.c.pixels[i + 1] = if g < 0 {
                    0
                } else if g > 255 {
                    255
                } else {
                    g as u8
                };
                self.c.pixels[i + 2] = if b < 0 {
                    0
                } else if b > 255 {
                    255
                } else {
                    b as u8
                };
                u += step;
            }
        }
    }

    /// Perspective scale of something standing on the ground at `y`.
    fn scale_at(&self, y: f32) -> f32 {
        let t = ((y - self.hy) / (self.h - self.hy)).clamp(0.0, 1.0);
        0.18 + 1.1 * t
    }

    fn foliage(&mut self) -> Rgb {
        let base = [[46, 92, 40], [38, 80, 46], [62, 98, 36]][self.rng.random_range(0..3)];
        lit(base, self.pal.light)
    }

    fn palm(&mut self, x: f32, ground: f32, height: f32) {
        let trunk = lit([96, 78, 58], self.pal.light);
        let leaves = self.foliage();
        let lean = self.rng.random_range(-0.25..0.25) * height;
        let mut prev = (x, ground);
        let segments = 8;
        for i in 1..=segments {
            let t = i as f32 / segments as f32;
            let p = (x + lean * t * t, ground - height * t);
            let w0 = height * 0.05 * (1.0 - 0.5 * (t - 1.0 / segments as f32));
            self.c.stroke(prev, p, w0, w0 * 0.92, trunk, 256);
            prev = p;
        }
        let crown = prev;
        let fronds = self.rng.random_range(7..11);
        for k in 0..fronds {
            let angle = std::f32::consts::PI * (k as f32 / (fronds - 1) as f32)
                + self.rng.random_range(-0.2..0.2);
            let len = height * self.rng.random_range(0.35..0.5);
            let (dx, dy) = (-angle.cos(), -angle.sin());
            let mut p = crown;
            for s in 0..5 {
                let t = s as f32 / 5.0;
                let droop = len * 0.12 * (s as f32);
                let q = (
                    p.0 + dx * len / 5.0,
                    p.1 + dy * len / 5.0 * (1.0 - t) + droop * 0.5,
                );
                let wid = height * 0.045 * (1.0 - t);
                self.c.stroke(p, q, wid, wid * 0.7, leaves, 256);
                p = q;
            }
        }
        self.c.circle(crown.0, crown.1, height * 0.03, trunk, 256);
    }

    /// A mango or neem tree: short trunk, round dense crown.
    fn broad_tree(&mut self, x: f32, ground: f32, size: f32) {
        let trunk = lit([84, 64, 48], self.pal.light);
        let dark = self.foliage();
        let light = mix(dark, lit([120, 160, 70], self.pal.light), 0.35);
        self.c.stroke(
            (x, ground),
            (x, ground - size * 0.55),
            size * 0.09,
            size * 0.06,
            trunk,
            256,
        );
        self.c.stroke(
            (x, ground - size * 0.35),
            (x - size * 0.2, ground - size * 0.62),
            size * 0.04,
            size * 0.02,
            trunk,
            256,
        );
        let cy = ground - size * 0.75;
        let n = self.rng.random_range(6..10);
        let mut blobs = Vec::with_capacity(n);
        for _ in 0..n {
            blobs.push((
                x + self.rng.random_range(-0.42..0.42) * size,
                cy + self.rng.random_range(-0.25..0.2) * size,
                self.rng.random_range(0.18..0.3) * size,
            ));
        }
        for &(bx, by, r) in &blobs {
            self.c.circle(bx, by, r, dark, 256);
        }
        if !matches!(self.scene.time, TimeOfDay::Night | TimeOfDay::Dusk) {
            for &(bx, by, r) in blobs.iter().take(n / 2) {
                self.c
                    .circle(bx - r * 0.2, by - r * 0.25, r * 0.6, light, 200);
            }
        }
    }

    fn tree(&mut self, x: f32, ground: f32, size: f32) {
        if self.rng.random_bool(0.5) {
            self.palm(x, ground, size * 1.3);
        } else {
            self.broad_tree(x, ground, size);
        }
    }

    fn window(&mut self, x0: f32, y0: f32, x1: f32, y1: f32) {
        if self.pal.lights_on && self.rng.random_bool(0.85) {
            let cx = (x0 + x1) / 2.0;
            let cy = (y0 + y1) / 2.0;
            self.c.glow(cx, cy, (x1 - x0) * 2.2, [255, 170, 80], 0.35);
            self.c.rect(x0, y0, x1, y1, WINDOW_LIT, 256);
            self.c.rect(
                cx - 1.0,
                y0,
                cx + 1.0,
                y1,
                lit([90, 60, 40], [0.6, 0.6, 0.6]),
                256,
            );
        } else {
            self.c
                .rect(x0, y0, x1, y1, lit([58, 74, 92], self.pal.light), 256);
            self.c.rect(
                x0,
                y0,
                x1,
                y0 + (y1 - y0) * 0.35,
                lit([120, 150, 175], self.pal.light),
                140,
            );
        }
    }

    /// One building standing on the ground at `ground`, centred on `cx`, `width` wide.
    fn building(&mut self, kind: Building, cx: f32, ground: f32, width: f32) {
        let wall = lit(WALLS[self.rng.random_range(0..WALLS.len())], self.pal.light);
        let roof = lit(ROOFS[self.rng.random_range(0..ROOFS.len())], self.pal.light);
        let shade = mix(wall, [0, 0, 0], 0.35);
        match kind {
            Building::Resort => {
                let n = 3;
                for i in 0..n {
                    let off = (i as f32 - 1.0) * width * 0.38;
                    let g = ground - (i % 2) as f32 * width * 0.03;
                    self.cottage_body(cx + off, g, width * 0.3, wall, roof, shade);
                }
            }
            Building::Cottage => self.cottage_body(cx, ground, width * 0.75, wall, roof, shade),
            Building::Villa => {
                let (h1, h2) = (width * 0.28, width * 0.24);
                let x0 = cx - width / 2.0;
                self.c.rect(x0, ground - h1, x0 + width, ground, wall, 256);
                let ux0 = cx - width * 0.32 + self.rng.random_range(-0.1..0.1) * width;
                self.c.rect(
                    ux0,
                    ground - h1 - h2,
                    ux0 + width * 0.6,
                    ground - h1,
                    wall,
                    256,
                );
                self.c.rect(
                    x0 - width * 0.02,
                    ground - h1 - width * 0.025,
                    x0 + width * 1.02,
                    ground - h1,
                    roof,
                    256,
                );
                self.c.rect(
                    ux0 - width * 0.02,
                    ground - h1 - h2 - width * 0.025,
                    ux0 + width * 0.62,
                    ground - h1 - h2,
                    roof,
                    256,
                );
                // Floor-to-ceiling glass downstairs, smaller windows upstairs.
                let panes = 4;
                for i in 0..panes {
                    let px = x0 + width * (0.08 + 0.22 * i as f32);
                    self.window(
                        px,
                        ground - h1 * 0.85,
                        px + width * 0.15,
                        ground - h1 * 0.08,
                    );
                }
                for i in 0..3 {
                    let px = ux0 + width * (0.06 + 0.19 * i as f32);
                    self.window(
                        px,
                        ground - h1 - h2 * 0.75,
                        px + width * 0.12,
                        ground - h1 - h2 * 0.2,
                    );
                }
            }
            Building::Farmhouse | Building::Estate => {
                let wall_h = width * if kind == Building::Estate { 0.26 } else { 0.3 };
                let x0 = cx - width / 2.0;
                let x1 = cx + width / 2.0;
                let top = ground - wall_h;
                self.c.rect(x0, top, x1, ground, wall, 256);
                let roof_h = width * 0.16;
                self.c.polygon(
                    &[
                        (x0 - width * 0.06, top + width * 0.01),
                        (x0 + width * 0.12, top - roof_h),
                        (x1 - width * 0.12, top - roof_h),
                        (x1 + width * 0.06, top + width * 0.01),
                    ],
                    roof,
                    256,
                );
                // Verandah: a shaded band with pillars under the roof's edge.
                let ver = top + wall_h * 0.5;
                self.c.rect(x0, top, x1, ver, shade, 180);
                let pillars = if kind == Building::Estate { 8 } else { 5 };
                for i in 0..pillars {
                    let px = x0 + width * (0.04 + 0.92 * i as f32 / (pillars - 1) as f32);
                    self.c.rect(
                        px - width * 0.012,
                        top,
                        px + width * 0.012,
                        ground,
                        wall,
                        256,
                    );
                }
                for i in 0..(pillars - 1) {
                    let px = x0 + width * (0.04 + 0.92 * (i as f32 + 0.5) / (pillars - 1) as f32);
                    if i == (pillars - 1) / 2 {
                        self.c.rect(
                            px - width * 0.035,
                            ver,
                            px + width * 0.035,
                            ground,
                            lit([92, 60, 40], self.pal.light),
                            256,
                        );
                    } else {
                        self.window(
                            px - width * 0.04,
                            ver + wall_h * 0.1,
                            px + width * 0.04,
                            ground - wall_h * 0.15,
                        );
                    }
                }
                if kind == Building::Estate {
                    let gw = width * 0.22;
                    self.c.polygon(
                        &[
                            (cx - gw, top + 2.0),
                            (cx, top - roof_h * 1.4),
                            (cx + gw, top + 2.0),
                        ],
                        roof,
                        256,
                    );
                }
            }
        }
    }

    fn cottage_body(&mut self, cx: f32, ground: f32, width: f32, wall: Rgb, roof: Rgb, shade: Rgb) {
        let wall_h = width * 0.45;
        let (x0, x1, top) = (cx - width / 2.0, cx + width / 2.0, ground - wall_h);
        self.c.rect(x0, top, x1, ground, wall, 256);
        self.c.rect(x0, top, x1, top + wall_h * 0.12, shade, 160);
        self.c.polygon(
            &[
                (x0 - width * 0.1, top + 2.0),
                (cx, top - width * 0.42),
                (x1 + width * 0.1, top + 2.0),
            ],
            roof,
            256,
        );
        self.window(
            x0 + width * 0.12,
            top + wall_h * 0.3,
            x0 + width * 0.34,
            top + wall_h * 0.7,
        );
        self.c.rect(
            cx - width * 0.09,
            top + wall_h * 0.35,
            cx + width * 0.09,
            ground,
            lit([92, 60, 40], self.pal.light),
            256,
        );
        self.window(
            x1 - width * 0.34,
            top + wall_h * 0.3,
            x1 - width * 0.12,
            top + wall_h * 0.7,
        );
    }

    fn string_lights(&mut self, y: f32) {
        let (x0, x1) = (
            self.rng.random_range(-50.0..self.w * 0.3),
            self.rng.random_range(self.w * 0.7..self.w + 50.0),
        );
        let sag = self.rng.random_range(30.0..90.0);
        let n = 28;
        let wire = [20, 18, 16];
        let mut prev = (x0, y);
        for i in 0..=n {
            let t = i as f32 / n as f32;
            let p = (x0 + (x1 - x0) * t, y + sag * 4.0 * t * (1.0 - t));
            self.c.stroke(prev, p, 1.5, 1.5, wire, 200);
            self.c.glow(p.0, p.1 + 4.0, 16.0, [255, 190, 100], 0.55);
            self.c.circle(p.0, p.1 + 4.0, 3.0, [255, 236, 180], 256);
            prev = p;
        }
    }

    fn ground_y(&mut self, from: f32, to: f32) -> f32 {
        self.hy + (self.h - self.hy) * self.rng.random_range(from..to)
    }

    fn treeline(&mut self, count: usize) {
        for _ in 0..count {
            let g = self.ground_y(0.0, 0.08);
            let s = self.scale_at(g) * self.rng.random_range(180.0..300.0);
            let x = self.rng.random_range(0.0..self.w);
            self.tree(x, g, s);
        }
    }

    fn pool_scene(&mut self) {
        let n = self.rng.random_range(2..5);
        self.treeline(n);
        let house_x = if self.rng.random_bool(0.5) {
            self.w * 0.28
        } else {
            self.w * 0.72
        };
        let hg = self.ground_y(0.06, 0.12);
        let hw = self.scale_at(hg) * self.rng.random_range(420.0..560.0);
        self.building(self.scene.building, house_x, hg, hw);
        if self.pal.lights_on && self.rng.random_bool(0.6) {
            let y = self.hy + (self.h - self.hy) * 0.05;
            self.string_lights(y - 120.0);
        }
        // Pool: a trapezoid in perspective with a stone coping.
        let top = self.ground_y(0.28, 0.38);
        let bottom = self.h + self.rng.random_range(-40.0..60.0);
        let cx = self.w * self.rng.random_range(0.4..0.6);
        let top_w = self.w * self.rng.random_range(0.28..0.42);
        let bottom_w = top_w * self.rng.random_range(1.9..2.6);
        let coping = lit([222, 214, 196], self.pal.light);
        let m = 14.0;
        self.c.polygon(
            &[
                (cx - top_w / 2.0 - m, top - m * 0.6),
                (cx + top_w / 2.0 + m, top - m * 0.6),
                (cx + bottom_w / 2.0 + m * 2.0, bottom + m),
                (cx - bottom_w / 2.0 - m * 2.0, bottom + m),
            ],
            coping,
            256,
        );
        self.water(cx, top, bottom, top_w, bottom_w);
        // Loungers along one side.
        let side = if self.rng.random_bool(0.5) { -1.0 } else { 1.0 };
        let lounger = lit([246, 244, 238], self.pal.light);
        for i in 0..self.rng.random_range(2..4) {
            let t = 0.15 + 0.3 * i as f32;
            let y = top + (bottom.min(self.h) - top) * t;
            let s = self.scale_at(y);
            let half = top_w / 2.0 + (bottom_w - top_w) / 2.0 * ((y - top) / (bottom - top));
            let x = cx + side * (half + 40.0 * s + 60.0 * s);
            self.c.rect(
                x - 55.0 * s,
                y - 8.0 * s,
                x + 55.0 * s,
                y + 6.0 * s,
                lounger,
                256,
            );
            self.c.polygon(
                &[
                    (x + side * 55.0 * s, y - 8.0 * s),
                    (x + side * 80.0 * s, y - 34.0 * s),
                    (x + side * 70.0 * s, y - 8.0 * s),
                ],
                lounger,
                256,
            );
        }
        let palm_x = cx - side * (bottom_w / 2.0 + self.rng.random_range(20.0..120.0));
        let pg = self.ground_y(0.15, 0.3);
        let ps = self.scale_at(pg) * self.rng.random_range(420.0..560.0);
        self.palm(palm_x, pg, ps);
    }

    fn water(&mut self, cx: f32, top: f32, bottom: f32, top_w: f32, bottom_w: f32) {
        let (near, far) = match self.scene.time {
            TimeOfDay::Night => ([20, 170, 210], [70, 220, 240]),
            TimeOfDay::Dusk => ([30, 110, 150], [160, 120, 150]),
            _ => (
                lit([18, 120, 165], self.pal.light),
                lit([128, 208, 226], self.pal.light),
            ),
        };
        let freq = self.rng.random_range(0.05..0.09);
        let phase = self.rng.random_range(0.0..6.3);
        let y_end = bottom.min(self.h) as i32;
        for y in top.round() as i32..y_end {
            if y < 0 || y as usize >= self.c.height {
                continue;
            }
            let t = (y as f32 - top) / (bottom - top);
            let half = (top_w + (bottom_w - top_w) * t) / 2.0;
            let base = mix(far, near, t.powf(0.7));
            let x0 = (cx - half).max(0.0) as usize;
            let x1 = ((cx + half) as usize).min(self.c.width);
            let row = y as usize * self.c.width * 3;
            // Ripples: bands that widen towards the camera, wobbling sideways.
            let v = (y as f32 - top) / (0.3 + t * 1.6);
            for x in x0..x1 {
                let u = (x as f32 - cx) / half;
                let r = (v * freq * 6.0 + (u * 5.0 + phase).sin() * 1.6).sin();
                let lift = if r > 0.82 {
                    48
                } else if r > 0.5 {
                    14
                } else {
                    0
                };
                let i = row + x * 3;
                for (ch, v) in base.iter().enumerate() {
                    self.c.pixels[i + ch] = (*v as i32 + lift).min(255) as u8;
                }
            }
        }
        if self.scene.time == TimeOfDay::Night {
            self.c.glow_ellipse(
                cx,
                (top + bottom) / 2.0,
                bottom_w * 0.6,
                (bottom - top) * 0.7,
                [30, 120, 140],
                0.4,
            );
        }
    }

    fn lawn_scene(&mut self) {
        let n = self.rng.random_range(3..6);
        self.treeline(n);
        let hx = self.rng.random_range(0.2..0.8) * self.w;
        let hg = self.ground_y(0.03, 0.08);
        let hw = self.scale_at(hg) * self.rng.random_range(380.0..520.0);
        self.building(self.scene.building, hx, hg, hw);
        let mut trees: Vec<(f32, f32)> = (0..self.rng.random_range(3..6))
            .map(|_| {
                (
                    self.rng.random_range(-0.05..1.05) * self.w,
                    self.hy + (self.h - self.hy) * self.rng.random_range(0.1..0.7),
                )
            })
            .collect();
        trees.sort_by(|a, b| a.1.total_cmp(&b.1));
        for (x, g) in trees {
            // Keep the middle of the lawn open.
            let x = if (x - self.w / 2.0).abs() < self.w * 0.15 {
                x + self.w * 0.3
            } else {
                x
            };
            let s = self.scale_at(g) * self.rng.random_range(260.0..360.0);
            self.c.ellipse(x, g, s * 0.45, s * 0.07, [0, 0, 0], 60);
            self.broad_tree(x, g, s);
        }
        if self.pal.lights_on {
            let y = self.hy - self.rng.random_range(40.0..140.0);
            self.string_lights(y);
        }
        // A swing or a cricket stump set in the middle distance.
        let g = self.ground_y(0.35, 0.5);
        let s = self.scale_at(g);
        let x = self.rng.random_range(0.35..0.65) * self.w;
        let wood = lit([230, 220, 200], self.pal.light);
        for i in 0..3 {
            let dx = (i as f32 - 1.0) * 9.0 * s;
            self.c.rect(
                x + dx - 2.0 * s,
                g - 70.0 * s,
                x + dx + 2.0 * s,
                g,
                wood,
                256,
            );
        }
    }

    fn house_scene(&mut self) {
        let n = self.rng.random_range(2..4);
        self.treeline(n);
        let g = self.ground_y(0.18, 0.28);
        let cx = self.rng.random_range(0.4..0.6) * self.w;
        let width = self.w * self.rng.random_range(0.5..0.68);
        // Path from the camera to the door.
        let path = lit([188, 170, 140], self.pal.light);
        self.c.polygon(
            &[
                (cx - 30.0, g),
                (cx + 30.0, g),
                (cx + 160.0, self.h),
                (cx - 160.0, self.h),
            ],
            path,
            230,
        );
        for side in [-1.0f32, 1.0] {
            let x = cx + side * (width / 2.0 + self.rng.random_range(40.0..140.0));
            let tg = g + self.rng.random_range(-10.0..30.0);
            let s = self.scale_at(tg) * self.rng.random_range(330.0..430.0);
            self.tree(x, tg, s);
        }
        self.building(self.scene.building, cx, g, width);
        // Shrubs along the front.
        let shrub = self.foliage();
        for _ in 0..self.rng.random_range(5..10) {
            let x = cx + self.rng.random_range(-0.55..0.55) * width;
            if (x - cx).abs() < 50.0 {
                continue;
            }
            let r = self.rng.random_range(18.0..34.0);
            self.c.ellipse(x, g + 6.0, r * 1.4, r, shrub, 256);
        }
        if self.pal.lights_on && self.rng.random_bool(0.5) {
            self.string_lights(g - width * 0.5);
        }
    }

    fn bonfire_scene(&mut self) {
        let n = self.rng.random_range(3..6);
        self.treeline(n);
        let hx = self.rng.random_range(0.15..0.85) * self.w;
        let hg = self.ground_y(0.04, 0.1);
        let hw = self.scale_at(hg) * self.rng.random_range(380.0..480.0);
        self.building(self.scene.building, hx, hg, hw);
        let g = self.ground_y(0.55, 0.7);
        let x = self.rng.random_range(0.38..0.62) * self.w;
        let s = self.scale_at(g) * self.rng.random_range(0.9..1.2);
        self.c
            .glow_ellipse(x, g - 40.0 * s, 520.0 * s, 380.0 * s, [255, 110, 30], 0.55);
        self.c.glow(x, g - 50.0 * s, 180.0 * s, [255, 170, 60], 0.6);
        let log = [52, 32, 22];
        self.c.stroke(
            (x - 90.0 * s, g + 10.0 * s),
            (x + 70.0 * s, g - 20.0 * s),
            18.0 * s,
            14.0 * s,
            log,
            256,
        );
        self.c.stroke(
            (x + 90.0 * s, g + 10.0 * s),
            (x - 70.0 * s, g - 20.0 * s),
            18.0 * s,
            14.0 * s,
            log,
            256,
        );
        let flames: [(Rgb, f32, f32); 3] = [
            ([226, 74, 20], 1.0, 1.0),
            ([255, 150, 40], 0.7, 0.8),
            ([255, 228, 120], 0.42, 0.55),
        ];
        for (colour, wf, hf) in flames {
            let mut pts = vec![(x - 70.0 * s * wf, g)];
            let tongues = 4;
            for k in 0..tongues {
                let t = (k as f32 + 0.5) / tongues as f32;
                let tip_h =
                    210.0 * s * hf * (1.0 - (t - 0.5).abs()) * self.rng.random_range(0.7..1.1);
                pts.push((
                    x + (t - 0.5) * 140.0 * s * wf + self.rng.random_range(-8.0..8.0) * s,
                    g - tip_h,
                ));
                pts.push((
                    x + (t - 0.5 + 0.5 / tongues as f32) * 140.0 * s * wf,
                    g - tip_h * 0.45,
                ));
            }
            pts.pop();
            pts.push((x + 70.0 * s * wf, g));
            self.c.polygon(&pts, colour, 240);
        }
        for _ in 0..self.rng.random_range(20..40) {
            let sx = x + self.rng.random_range(-120.0..120.0) * s;
            let sy = g - self.rng.random_range(200.0..480.0) * s;
            self.c
                .circle(sx, sy, 2.0 * s.max(0.6), [255, 200, 110], 220);
        }
        // People sitting around the fire, lit from the front.
        let person = [20, 14, 12];
        for k in 0..self.rng.random_range(2..5) {
            let side = if k % 2 == 0 { -1.0 } else { 1.0 };
            let px = x + side * self.rng.random_range(190.0..330.0) * s;
            let pg = g + self.rng.random_range(-20.0..40.0) * s;
            let ps = s * self.rng.random_range(0.9..1.1);
            self.c.polygon(
                &[
                    (px - 38.0 * ps, pg),
                    (px - 24.0 * ps, pg - 95.0 * ps),
                    (px + 24.0 * ps, pg - 95.0 * ps),
                    (px + 38.0 * ps, pg),
                ],
                person,
                256,
            );
            self.c.circle(px, pg - 118.0 * ps, 22.0 * ps, person, 256);
        }
    }

    fn countryside_scene(&mut self) {
        let n = self.rng.random_range(4..9);
        let mut palms: Vec<(f32, f32)> = (0..n)
            .map(|_| {
                (
                    self.rng.random_range(0.0..self.w),
                    self.hy + (self.h - self.hy) * self.rng.random_range(0.0..0.45),
                )
            })
            .collect();
        palms.sort_by(|a, b| a.1.total_cmp(&b.1));
        let hx = self.rng.random_range(0.15..0.85) * self.w;
        let hg = self.ground_y(0.05, 0.12);
        let hw = self.scale_at(hg) * self.rng.random_range(360.0..460.0);
        let mut house_drawn = false;
        for (x, g) in palms {
            if !house_drawn && g > hg {
                self.building(self.scene.building, hx, hg, hw);
                house_drawn = true;
            }
            let s = self.scale_at(g) * self.rng.random_range(340.0..480.0);
            self.palm(x, g, s);
        }
        if !house_drawn {
            self.building(self.scene.building, hx, hg, hw);
        }
        // A field bund (raised path) running towards the camera.
        let bund = lit([150, 120, 84], self.pal.light);
        let bx = self.rng.random_range(0.3..0.7) * self.w;
        self.c.polygon(
            &[
                (bx - 4.0, self.hy + 4.0),
                (bx + 4.0, self.hy + 4.0),
                (bx + 70.0, self.h),
                (bx - 70.0, self.h),
            ],
            bund,
            200,
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seed_scene_alt_text_names_the_subject_time_and_listing() {
        let s = Scene {
            subject: Subject::Pool,
            time: TimeOfDay::Dusk,
            building: Building::Farmhouse,
            seed: 1,
        };
        assert_eq!(
            s.alt("Banyan Grove Farmhouse"),
            "Swimming pool at dusk, Banyan Grove Farmhouse"
        );
        let s = Scene {
            subject: Subject::Bonfire,
            time: TimeOfDay::Night,
            ..s
        };
        assert_eq!(
            s.alt("Tamarind Acres"),
            "Bonfire under the stars, Tamarind Acres"
        );
        let s = Scene {
            subject: Subject::Pool,
            time: TimeOfDay::Night,
            ..s
        };
        assert_eq!(s.alt("X"), "Swimming pool lit up at night, X");
    }

    #[test]
    fn seed_every_subject_and_time_renders_without_panicking() {
        for (i, subject) in [
            Subject::Pool,
            Subject::Lawn,
            Subject::House,
            Subject::Bonfire,
            Subject::Countryside,
        ]
        .into_iter()
        .enumerate()
        {
            for (j, time) in TIMES.into_iter().enumerate() {
                let building = [
                    Building::Farmhouse,
                    Building::Villa,
                    Building::Cottage,
                    Building::Resort,
                    Building::Estate,
                ][(i + j) % 5];
                let c = Scene {
                    subject,
                    time,
                    building,
                    seed: (i * 10 + j) as u64,
                }
                .render(240, 160);
                assert_eq!(c.pixels.len(), 240 * 160 * 3);
            }
        }
    }
}
