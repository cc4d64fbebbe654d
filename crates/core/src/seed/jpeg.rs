//! A small baseline JPEG encoder (YCbCr 4:2:0, the standard tables of ITU T.81 Annex K) for the
//! seed pictures. The `image` crate's encoder is generic, so it is compiled into this crate at
//! its opt-level and keeps full-resolution chroma; this one does half the chroma work with plain
//! indexed loops, which keeps a few hundred 1200×800 pictures quick in debug and release builds.

#[rustfmt::skip]
const LUMA_QUANT: [u8; 64] = [
    16, 11, 10, 16,  24,  40,  51,  61,
    12, 12, 14, 19,  26,  58,  60,  55,
    14, 13, 16, 24,  40,  57,  69,  56,
    14, 17, 22, 29,  51,  87,  80,  62,
    18, 22, 37, 56,  68, 109, 103,  77,
    24, 35, 55, 64,  81, 104, 113,  92,
    49, 64, 78, 87, 103, 121, 120, 101,
    72, 92, 95, 98, 112, 100, 103,  99,
];

#[rustfmt::skip]
const CHROMA_QUANT: [u8; 64] = [
    17, 18, 24, 47, 99, 99, 99, 99,
    18, 21, 26, 66, 99, 99, 99, 99,
    24, 26, 56, 99, 99, 99, 99, 99,
    47, 66, 99, 99, 99, 99, 99, 99,
    99, 99, 99, 99, 99, 99, 99, 99,
    99, 99, 99, 99, 99, 99, 99, 99,
    99, 99, 99, 99, 99, 99, 99, 99,
    99, 99, 99, 99, 99, 99, 99, 99,
];

/// Natural (row-major) index of each zig-zag position.
#[rustfmt::skip]
const ZIGZAG: [usize; 64] = [
     0,  1,  8, 16,  9,  2,  3, 10,
    17, 24, 32, 25, 18, 11,  4,  5,
    12, 19, 26, 33, 40, 48, 41, 34,
    27, 20, 13,  6,  7, 14, 21, 28,
    35, 42, 49, 56, 57, 50, 43, 36,
    29, 22, 15, 23, 30, 37, 44, 51,
    58, 59, 52, 45, 38, 31, 39, 46,
    53, 60, 61, 54, 47, 55, 62, 63,
];

const DC_LUMA_BITS: [u8; 16] = [0, 1, 5, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0];
const DC_CHROMA_BITS: [u8; 16] = [0, 3, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0];
const DC_VALUES: [u8; 12] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
const AC_LUMA_BITS: [u8; 16] = [0, 2, 1, 3, 3, 2, 4, 3, 5, 5, 4, 4, 0, 0, 1, 0x7d];
const AC_CHROMA_BITS: [u8; 16] = [0, 2, 1, 2, 4, 4, 3, 4, 7, 5, 4, 4, 0, 1, 2, 0x77];

#[rustfmt::skip]
const AC_LUMA_VALUES: [u8; 162] = [
    0x01, 0x02, 0x03, 0x00, 0x04, 0x11, 0x05, 0x12, 0x21, 0x31, 0x41, 0x06, 0x13, 0x51, 0x61, 0x07,
    0x22, 0x71, 0x14, 0x32, 0x81, 0x91, 0xA1, 0x08, 0x23, 0x42, 0xB1, 0xC1, 0x15, 0x52, 0xD1, 0xF0,
    0x24, 0x33, 0x62, 0x72, 0x82, 0x09, 0x0A, 0x16, 0x17, 0x18, 0x19, 0x1A, 0x25, 0x26, 0x27, 0x28,
    0x29, 0x2A, 0x34, 0x35, 0x36, 0x37, 0x38, 0x39, 0x3A, 0x43, 0x44, 0x45, 0x46, 0x47, 0x48, 0x49,
    0x4A, 0x53, 0x54, 0x55, 0x56, 0x57, 0x58, 0x59, 0x5A, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69,
    0x6A, 0x73, 0x74, 0x75, 0x76, 0x77, 0x78, 0x79, 0x7A, 0x83, 0x84, 0x85, 0x86, 0x87, 0x88, 0x89,
    0x8A, 0x92, 0x93, 0x94, 0x95, 0x96, 0x97, 0x98, 0x99, 0x9A, 0xA2, 0xA3, 0xA4, 0xA5, 0xA6, 0xA7,
    0xA8, 0xA9, 0xAA, 0xB2, 0xB3, 0xB4, 0xB5, 0xB6, 0xB7, 0xB8, 0xB9, 0xBA, 0xC2, 0xC3, 0xC4, 0xC5,
    0xC6, 0xC7, 0xC8, 0xC9, 0xCA, 0xD2, 0xD3, 0xD4, 0xD5, 0xD6, 0xD7, 0xD8, 0xD9, 0xDA, 0xE1, 0xE2,
    0xE3, 0xE4, 0xE5, 0xE6, 0xE7, 0xE8, 0xE9, 0xEA, 0xF1, 0xF2, 0xF3, 0xF4, 0xF5, 0xF6, 0xF7, 0xF8,
    0xF9, 0xFA,
];

#[rustfmt::skip]
const AC_CHROMA_VALUES: [u8; 162] = [
    0x00, 0x01, 0x02, 0x03, 0x11, 0x04, 0x05, 0x21, 0x31, 0x06, 0x12, 0x41, 0x51, 0x07, 0x61, 0x71,
    0x13, 0x22, 0x32, 0x81, 0x08, 0x14, 0x42, 0x91, 0xA1, 0xB1, 0xC1, 0x09, 0x23, 0x33, 0x52, 0xF0,
    0x15, 0x62, 0x72, 0xD1, 0x0A, 0x16, 0x24, 0x34, 0xE1, 0x25, 0xF1, 0x17, 0x18, 0x19, 0x1A, 0x26,
    0x27, 0x28, 0x29, 0x2A, 0x35, 0x36, 0x37, 0x38, 0x39, 0x3A, 0x43, 0x44, 0x45, 0x46, 0x47, 0x48,
    0x49, 0x4A, 0x53, 0x54, 0x55, 0x56, 0x57, 0x58, 0x59, 0x5A, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68,
    0x69, 0x6A, 0x73, 0x74, 0x75, 0x76, 0x77, 0x78, 0x79, 0x7A, 0x82, 0x83, 0x84, 0x85, 0x86, 0x87,
    0x88, 0x89, 0x8A, 0x92, 0x93, 0x94, 0x95, 0x96, 0x97, 0x98, 0x99, 0x9A, 0xA2, 0xA3, 0xA4, 0xA5,
    0xA6, 0xA7, 0xA8, 0xA9, 0xAA, 0xB2, 0xB3, 0xB4, 0xB5, 0xB6, 0xB7, 0xB8, 0xB9, 0xBA, 0xC2, 0xC3,
    0xC4, 0xC5, 0xC6, 0xC7, 0xC8, 0xC9, 0xCA, 0xD2, 0xD3, 0xD4, 0xD5, 0xD6, 0xD7, 0xD8, 0xD9, 0xDA,
    0xE2, 0xE3, 0xE4, 0xE5, 0xE6, 0xE7, 0xE8, 0xE9, 0xEA, 0xF2, 0xF3, 0xF4, 0xF5, 0xF6, 0xF7, 0xF8,
    0xF9, 0xFA,
];

/// Code and length of every symbol of one Huffman table.
struct Huffman {
    code: [u16; 256],
    size: [u8; 256],
}

impl Huffman {
    fn new(bits: &[u8; 16], values: &[u8]) -> Self {
        let mut t = Huffman {
            code: [0; 256],
            size: [0; 256],
        };
        let mut code: u16 = 0;
        let mut k = 0;
        for (len, &count) in bits.iter().enumerate() {
            for _ in 0..count {
                let symbol = values[k] as usize;
                t.code[symbol] = code;
                t.size[symbol] = len as u8 + 1;
                code += 1;
                k += 1;
            }
            code <<= 1;
        }
        t
    }
}

/// Entropy-coded bits with the 0xFF byte stuffing JPEG requires.
struct BitWriter {
    out: Vec<u8>,
    acc: u32,
    bits: u32,
}

impl BitWriter {
    #[inline]
    fn put(&mut self, value: u32, size: u32) {
        if size == 0 {
            return;
        }
        self.acc = (self.acc << size) | (value & ((1u32 << size) - 1));
        self.bits += size;
        while self.bits >= 8 {
            let byte = ((self.acc >> (self.bits - 8)) & 0xff) as u8;
            self.out.push(byte);
            if byte == 0xff {
                self.out.push(0);
            }
            self.bits -= 8;
        }
        self.acc &= (1u32 << self.bits) - 1;
    }

    fn flush(&mut self) {
        if self.bits > 0 {
            let pad = 8 - self.bits;
            self.put((1 << pad) - 1, pad);
        }
    }
}

/// Number of bits of |v| (the JPEG "category") and the bits to send for `v`.
#[inline]
fn category(v: i32) -> (u32, u32) {
    let magnitude = if v < 0 { -v } else { v } as u32;
    let size = 32 - magnitude.leading_zeros();
    let bits = if v < 0 { (v - 1) as u32 } else { v as u32 };
    (size, bits)
}

fn scaled_table(base: &[u8; 64], quality: u8) -> [u8; 64] {
    let q = quality.clamp(1, 100) as u32;
    let scale = if q < 50 { 5000 / q } else { 200 - 2 * q };
    let mut t = [0u8; 64];
    for i in 0..64 {
        t[i] = ((base[i] as u32 * scale + 50) / 100).clamp(1, 255) as u8;
    }
    t
}

/// Reciprocals that fold the AAN DCT's output scaling into quantisation.
fn divisors(table: &[u8; 64]) -> [f32; 64] {
    const AAN: [f32; 8] = [
        1.0,
        1.387_039_8,
        1.306_563,
        1.175_875_6,
        1.0,
        0.785_694_96,
        0.541_196_1,
        0.275_899_38,
    ];
    let mut d = [0f32; 64];
    for (row, row_scale) in AAN.iter().enumerate() {
        for (col, col_scale) in AAN.iter().enumerate() {
            let i = row * 8 + col;
            d[i] = 1.0 / (table[i] as f32 * row_scale * col_scale * 8.0);
        }
    }
    d
}

/// In-place forward DCT of one 8×8 block (Arai–Agui–Nakajima, as in IJG's jfdctflt).
fn fdct(d: &mut [f32; 64]) {
    for pass in 0..2 {
        for k in 0..8 {
            // Rows first (stride 1), then columns (stride 8).
            let (base, step) = if pass == 0 { (k * 8, 1) } else { (k, 8) };
            let i = [
                base,
                base + step,
                base + 2 * step,
                base + 3 * step,
                base + 4 * step,
                base + 5 * step,
                base + 6 * step,
                base + 7 * step,
            ];
            let tmp0 = d[i[0]] + d[i[7]];
            let tmp7 = d[i[0]] - d[i[7]];
            let tmp1 = d[i[1]] + d[i[6]];
            let tmp6 = d[i[1]] - d[i[6]];
            let tmp2 = d[i[2]] + d[i[5]];
            let tmp5 = d[i[2]] - d[i[5]];
            let tmp3 = d[i[3]] + d[i[4]];
            let tmp4 = d[i[3]] - d[i[4]];

            let tmp10 = tmp0 + tmp3;
            let tmp13 = tmp0 - tmp3;
            let tmp11 = tmp1 + tmp2;
            let tmp12 = tmp1 - tmp2;
            d[i[0]] = tmp10 + tmp11;
            d[i[4]] = tmp10 - tmp11;
            let z1 = (tmp12 + tmp13) * 0.707_106_77;
            d[i[2]] = tmp13 + z1;
            d[i[6]] = tmp13 - z1;

            let tmp10 = tmp4 + tmp5;
            let tmp11 = tmp5 + tmp6;
            let tmp12 = tmp6 + tmp7;
            let z5 = (tmp10 - tmp12) * 0.382_683_43;
            let z2 = 0.541_196_1 * tmp10 + z5;
            let z4 = 1.306_563 * tmp12 + z5;
            let z3 = tmp11 * 0.707_106_77;
            let z11 = tmp7 + z3;
            let z13 = tmp7 - z3;
            d[i[5]] = z13 + z2;
            d[i[3]] = z13 - z2;
            d[i[1]] = z11 + z4;
            d[i[7]] = z11 - z4;
        }
    }
}

struct Component<'a> {
    dc: &'a Huffman,
    ac: &'a Huffman,
    divisors: &'a [f32; 64],
    previous_dc: i32,
}

fn encode_block(w: &mut BitWriter, block: &mut [f32; 64], c: &mut Component<'_>) {
    fdct(block);
    let mut q = [0i32; 64];
    for k in 0..64 {
        let v = block[ZIGZAG[k]] * c.divisors[ZIGZAG[k]];
        // Round half away from zero without a call (this runs 64 times per block).
        let r = if v >= 0.0 {
            (v + 0.5) as i32
        } else {
            (v - 0.5) as i32
        };
        q[k] = r.clamp(-1023, 1023);
    }
    let diff = q[0] - c.previous_dc;
    c.previous_dc = q[0];
    let (size, bits) = category(diff);
    w.put(
        c.dc.code[size as usize] as u32,
        c.dc.size[size as usize] as u32,
    );
    w.put(bits, size);

    let mut run = 0;
    for &v in &q[1..] {
        if v == 0 {
            run += 1;
            continue;
        }
        while run > 15 {
            w.put(c.ac.code[0xf0] as u32, c.ac.size[0xf0] as u32);
            run -= 16;
        }
        let (size, bits) = category(v);
        let symbol = ((run << 4) | size) as usize;
        w.put(c.ac.code[symbol] as u32, c.ac.size[symbol] as u32);
        w.put(bits, size);
        run = 0;
    }
    if run > 0 {
        w.put(c.ac.code[0] as u32, c.ac.size[0] as u32);
    }
}

fn segment(out: &mut Vec<u8>, marker: u8, body: &[u8]) {
    out.extend_from_slice(&[0xff, marker]);
    out.extend_from_slice(&((body.len() + 2) as u16).to_be_bytes());
    out.extend_from_slice(body);
}

fn huffman_segment(out: &mut Vec<u8>, class_and_id: u8, bits: &[u8; 16], values: &[u8]) {
    let mut body = vec![class_and_id];
    body.extend_from_slice(bits);
    body.extend_from_slice(values);
    segment(out, 0xc4, &body);
}

/// Encodes 8-bit RGB pixels (row-major, 3 bytes each) as a baseline JPEG.
pub fn encode_rgb(pixels: &[u8], width: usize, height: usize, quality: u8) -> Vec<u8> {
    assert_eq!(
        pixels.len(),
        width * height * 3,
        "pixel buffer does not match {width}×{height}"
    );
    assert!(width > 0 && height > 0 && width <= 65_535 && height <= 65_535);
    let luma_q = scaled_table(&LUMA_QUANT, quality);
    let chroma_q = scaled_table(&CHROMA_QUANT, quality);

    let mut out = Vec::with_capacity(width * height / 6);
    out.extend_from_slice(&[0xff, 0xd8]);
    segment(
        &mut out,
        0xe0,
        &[b'J', b'F', b'I', b'F', 0, 1, 1, 0, 0, 1, 0, 1, 0, 0],
    );
    for (id, table) in [(0u8, &luma_q), (1u8, &chroma_q)] {
        let mut body = vec![id];
        body.extend(ZIGZAG.iter().map(|&n| table[n]));
        segment(&mut out, 0xdb, &body);
    }
    let (w16, h16) = ((width as u16).to_be_bytes(), (height as u16).to_be_bytes());
    segment(
        &mut out,
        0xc0,
        &[
            8, h16[0], h16[1], w16[0], w16[1], 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1,
        ],
    );
    huffman_segment(&mut out, 0x00, &DC_LUMA_BITS, &DC_VALUES);
    huffman_segment(&mut out, 0x10, &AC_LUMA_BITS, &AC_LUMA_VALUES);
    huffman_segment(&mut out, 0x01, &DC_CHROMA_BITS, &DC_VALUES);
    huffman_segment(&mut out, 0x11, &AC_CHROMA_BITS, &AC_CHROMA_VALUES);
    segment(&mut out, 0xda, &[3, 1, 0x00, 2, 0x11, 3, 0x11, 0, 63, 0]);

    let (dc_l, ac_l) = (
        Huffman::new(&DC_LUMA_BITS, &DC_VALUES),
        Huffman::new(&AC_LUMA_BITS, &AC_LUMA_VALUES),
    );
    let (dc_c, ac_c) = (
        Huffman::new(&DC_CHROMA_BITS, &DC_VALUES),
        Huffman::new(&AC_CHROMA_BITS, &AC_CHROMA_VALUES),
    );
    let (div_l, div_c) = (divisors(&luma_q), divisors(&chroma_q));
    let mut y_comp = Component {
        dc: &dc_l,
        ac: &ac_l,
        divisors: &div_l,
        previous_dc: 0,
    };
    let mut cb_comp = Component {
        dc: &dc_c,
        ac: &ac_c,
        divisors: &div_c,
        previous_dc: 0,
    };
    let mut cr_comp = Component {
        dc: &dc_c,
        ac: &ac_c,
        divisors: &div_c,
        previous_dc: 0,
    };

    let mut w = BitWriter {
        out,
        acc: 0,
        bits: 0,
    };
    let mut yb = [[0f32; 64]; 4];
    let mut cb = [0f32; 64];
    let mut cr = [0f32; 64];
    for my in (0..height).step_by(16) {
        for mx in (0..width).step_by(16) {
            // One 16×16 MCU: four luma blocks, and chroma averaged over 2×2 pixels.
            for j in 0..16 {
                let y = if my + j < height { my + j } else { height - 1 };
                let row = y * width * 3;
                let luma_block = (j / 8) * 2;
                let luma_row = (j % 8) * 8;
                let chroma_row = (j / 2) * 8;
                let first = j % 2 == 0;
                for i in 0..16 {
                    let x = if mx + i < width { mx + i } else { width - 1 };
                    let p = row + x * 3;
                    let (r, g, b) = (pixels[p] as f32, pixels[p + 1] as f32, pixels[p + 2] as f32);
                    yb[luma_block + i / 8][luma_row + i % 8] =
                        0.299 * r + 0.587 * g + 0.114 * b - 128.0;
                    let c = chroma_row + i / 2;
                    let cbv = (-0.168_736 * r - 0.331_264 * g + 0.5 * b) * 0.25;
                    let crv = (0.5 * r - 0.418_688 * g - 0.081_312 * b) * 0.25;
                    if first && i % 2 == 0 {
                        cb[c] = cbv;
                        cr[c] = crv;
                    } else {
                        cb[c] += cbv;
                        cr[c] += crv;
                    }
                }
            }
            for block in yb.iter_mut() {
                encode_block(&mut w, block, &mut y_comp);
            }
            encode_block(&mut w, &mut cb, &mut cb_comp);
            encode_block(&mut w, &mut cr, &mut cr_comp);
        }
    }
    w.flush();
    let mut out = w.out;
    out.extend_from_slice(&[0xff, 0xd9]);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seed_jpeg_round_trips_through_a_standard_decoder() {
        let (w, h) = (200, 120);
        let mut px = vec![0u8; w * h * 3];
        for y in 0..h {
            for x in 0..w {
                let i = (y * w + x) * 3;
                px[i] = (x * 255 / w) as u8;
                px[i + 1] = (y * 255 / h) as u8;
                px[i + 2] = if (x / 20 + y / 20) % 2 == 0 { 40 } else { 200 };
            }
        }
        let bytes = encode_rgb(&px, w, h, 85);
        let decoded = image::load_from_memory_with_format(&bytes, image::ImageFormat::Jpeg)
            .unwrap()
            .to_rgb8();
        assert_eq!((decoded.width(), decoded.height()), (w as u32, h as u32));
        let error: f64 = decoded
            .as_raw()
            .iter()
            .zip(&px)
            .map(|(a, b)| (*a as f64 - *b as f64).abs())
            .sum::<f64>()
            / px.len() as f64;
        assert!(error < 8.0, "mean error {error}");
    }

    #[test]
    fn seed_jpeg_handles_sizes_that_are_not_multiples_of_sixteen() {
        let px = vec![180u8; 21 * 13 * 3];
        let bytes = encode_rgb(&px, 21, 13, 78);
        let decoded = image::load_from_memory(&bytes).unwrap().to_rgb8();
        assert_eq!((decoded.width(), decoded.height()), (21, 13));
        assert!(decoded
            .as_raw()
            .iter()
            .all(|v| (*v as i32 - 180).abs() <= 3));
    }
}
