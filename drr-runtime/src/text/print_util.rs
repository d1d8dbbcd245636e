//! Low-level output helpers shared by the printers: decimal and hexadecimal
//! integers without `format!`, MLIR's string escaping (`llvm::printEscapedString`)
//! and the keyword-or-string rule used for attribute names and symbols.

/// An output buffer: bytes that are always valid UTF-8.
///
/// The printers append to it through [`OutBuf::push`] (a `char`),
/// [`OutBuf::push_str`] and the helpers of this module, which only ever
/// append ASCII or whole `str`s, so the bytes stay valid UTF-8 (the
/// invariant [`OutBuf::into_string`] relies on, checked there). It is a
/// byte vector rather than a `String` so that short texts of variable
/// length (digits, cached texts, indentation) can be appended with one
/// fixed-size copy, which the compiler inlines, followed by a truncation
/// ([`OutBuf::push_prefix`]), instead of a call to `memcpy`, and digits
/// need no UTF-8 check.
#[derive(Default)]
pub(crate) struct OutBuf {
    bytes: Vec<u8>,
}

impl OutBuf {
    /// An empty buffer with room for `capacity` bytes.
    pub(crate) fn with_capacity(capacity: usize) -> Self {
        OutBuf {
            bytes: Vec::with_capacity(capacity),
        }
    }

    /// The buffer holding `s` (appended to from its end).
    pub(crate) fn from_string(s: String) -> Self {
        OutBuf {
            bytes: s.into_bytes(),
        }
    }

    /// The text. The bytes are valid UTF-8 by construction; should that
    /// ever be broken, invalid sequences become U+FFFD rather than a panic.
    pub(crate) fn into_string(self) -> String {
        String::from_utf8(self.bytes)
            .unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned())
    }

    /// The bytes appended so far.
    #[inline]
    pub(crate) fn as_bytes(&self) -> &[u8] {
        &self.bytes
    }

    /// Number of bytes.
    #[inline]
    pub(crate) fn len(&self) -> usize {
        self.bytes.len()
    }

    /// Empties the buffer (keeping its memory).
    pub(crate) fn clear(&mut self) {
        self.bytes.clear();
    }

    /// Makes room for `additional` more bytes.
    pub(crate) fn reserve(&mut self, additional: usize) {
        self.bytes.reserve(additional);
    }

    /// Appends a character.
    #[inline]
    pub(crate) fn push(&mut self, c: char) {
        if c.is_ascii() {
            self.bytes.push(c as u8);
        } else {
            self.push_str(c.encode_utf8(&mut [0; 4]));
        }
    }

    /// Appends a string.
    #[inline]
    pub(crate) fn push_str(&mut self, s: &str) {
        self.bytes.extend_from_slice(s.as_bytes());
    }

    /// Appends the first `len` bytes of `bytes` (`len <= N`), which must be
    /// printable ASCII or end at a character boundary. Copies all `N`
    /// bytes (a fixed-size copy, inlined) and truncates.
    #[inline]
    pub(crate) fn push_prefix<const N: usize>(&mut self, bytes: &[u8; N], len: usize) {
        let end = self.bytes.len() + len.min(N);
        self.bytes.extend_from_slice(bytes);
        self.bytes.truncate(end);
    }

    /// Appends bytes that are ASCII, or a whole UTF-8 text (e.g. copied
    /// from an earlier part of an [`OutBuf`]).
    #[inline]
    pub(crate) fn push_bytes(&mut self, bytes: &[u8]) {
        self.bytes.extend_from_slice(bytes);
    }
}

/// The two-digit decimal strings `00` to `99`, concatenated.
const PAIRS: &[u8; 200] = b"00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899";

/// The two digits of `v < 100`.
#[inline]
fn pair(v: u32) -> [u8; 2] {
    let i = v as usize * 2;
    [PAIRS[i], PAIRS[i + 1]]
}

/// Appends the decimal digits of `v`.
#[inline]
pub(crate) fn push_u64(out: &mut OutBuf, v: u64) {
    if v < 10 {
        out.bytes.push(b'0' + v as u8);
    } else if v < 100 {
        out.bytes.extend_from_slice(&pair(v as u32));
    } else {
        push_u64_long(out, v);
    }
}

/// [`push_u64`] for `v >= 100`. Below `10^8` (SSA numbers, line numbers)
/// the digits are formed in one `u64` (see [`eight_digits`]) and appended
/// in one fixed-size copy.
fn push_u64_long(out: &mut OutBuf, v: u64) {
    if v >= 100_000_000 {
        push_u64_huge(out, v);
        return;
    }
    let raw = eight_digits(v as u32);
    // The leading zero digits are the low zero bytes (`v >= 100`, so
    // `raw != 0`).
    let zeros = raw.trailing_zeros() / 8;
    let ascii = (raw + 0x3030_3030_3030_3030) >> (8 * zeros);
    out.push_prefix(&ascii.to_le_bytes(), (8 - zeros) as usize);
}

/// [`push_u64`] for `v >= 10^8` (rare: kept out of line so that the common
/// path needs no stack frame).
#[cold]
#[inline(never)]
fn push_u64_huge(out: &mut OutBuf, v: u64) {
    let mut buf = [0u8; 20];
    let mut i = buf.len();
    let mut rest = v;
    loop {
        i -= 1;
        buf[i] = b'0' + (rest % 10) as u8;
        rest /= 10;
        if rest == 0 {
            break;
        }
    }
    out.push_bytes(&buf[i..]);
}

/// The eight decimal digits of `v < 10^8`, with leading zeros, as bytes
/// `0..=9` in a little-endian `u64` (most significant digit first),
/// computed in SIMD-within-a-register fashion: split into two 4-digit
/// halves in the two 32-bit lanes, each into two 2-digit quarters in 16-bit
/// lanes, each into digits in bytes (divisions by 100 and 10 as
/// multiplications and shifts, exact for these ranges). No intermediate
/// value overflows.
#[inline]
fn eight_digits(v: u32) -> u64 {
    let v = u64::from(v);
    let merged = (v / 10_000) | ((v % 10_000) << 32);
    let hundreds = ((merged * 10_486) >> 20) & ((0x7F << 32) | 0x7F);
    let merged = ((merged - 100 * hundreds) << 16) + hundreds;
    let tens = ((merged * 103) >> 10) & ((0xF << 48) | (0xF << 32) | (0xF << 16) | 0xF);
    tens + ((merged - 10 * tens) << 8)
}

/// Appends the decimal digits of `v`.
pub(crate) fn push_u128(out: &mut OutBuf, mut v: u128) {
    if let Ok(small) = u64::try_from(v) {
        push_u64(out, small);
        return;
    }
    let mut buf = [0u8; 40];
    let mut i = buf.len();
    loop {
        i -= 1;
        buf[i] = b'0' + (v % 10) as u8;
        v /= 10;
        if v == 0 {
            break;
        }
    }
    out.push_bytes(&buf[i..]);
}

/// Appends `v` in decimal with a leading `-` when negative.
pub(crate) fn push_i128(out: &mut OutBuf, v: i128) {
    if v < 0 {
        out.push('-');
    }
    push_u128(out, v.unsigned_abs());
}

/// Appends `v` in decimal with a leading `-` when negative.
pub(crate) fn push_i64(out: &mut OutBuf, v: i64) {
    if v < 0 {
        out.push('-');
    }
    push_u64(out, v.unsigned_abs());
}

const HEX_UPPER: &[u8; 16] = b"0123456789ABCDEF";

/// Appends the `n` (at most 16) low bytes of `v`, least significant
/// first, each as two uppercase hex digits (one element of a hex blob).
#[inline]
pub(crate) fn push_hex_le(out: &mut OutBuf, v: u128, n: usize) {
    let mut digits = [0u8; 32];
    let n = n.min(16);
    for (d, &byte) in digits.chunks_exact_mut(2).zip(&v.to_le_bytes()[..n]) {
        d[0] = HEX_UPPER[usize::from(byte >> 4)];
        d[1] = HEX_UPPER[usize::from(byte & 0xF)];
    }
    out.bytes.extend_from_slice(&digits[..2 * n]);
}

/// Appends one byte as two uppercase hexadecimal digits.
#[inline]
pub(crate) fn push_hex_byte(out: &mut OutBuf, b: u8) {
    out.bytes
        .extend_from_slice(&[HEX_UPPER[(b >> 4) as usize], HEX_UPPER[(b & 0xF) as usize]]);
}

/// Appends the body of a string literal with `llvm::printEscapedString`'s
/// escaping: `\` becomes `\\`, printable ASCII other than `"` is kept, every
/// other byte becomes `\XX` (uppercase hex).
pub(crate) fn push_escaped(out: &mut OutBuf, bytes: &[u8]) {
    let mut start = 0;
    for (i, &c) in bytes.iter().enumerate() {
        let plain = (0x20..0x7F).contains(&c) && c != b'"' && c != b'\\';
        if plain {
            continue;
        }
        push_ascii(out, &bytes[start..i]);
        if c == b'\\' {
            out.push_str("\\\\");
        } else {
            out.push('\\');
            push_hex_byte(out, c);
        }
        start = i + 1;
    }
    push_ascii(out, &bytes[start..]);
}

/// Appends a run of bytes already known to be printable ASCII.
fn push_ascii(out: &mut OutBuf, bytes: &[u8]) {
    out.push_bytes(bytes);
}

/// Appends `"…"` with [`push_escaped`] escaping.
pub(crate) fn push_string_literal(out: &mut OutBuf, bytes: &[u8]) {
    out.push('"');
    push_escaped(out, bytes);
    out.push('"');
}

/// MLIR's `isBareIdentifier`: `[a-zA-Z_][a-zA-Z0-9_$.]*`.
pub(crate) fn is_bare_identifier(bytes: &[u8]) -> bool {
    match bytes.first() {
        Some(&c) if c.is_ascii_alphabetic() || c == b'_' => {}
        _ => return false,
    }
    bytes[1..]
        .iter()
        .all(|&c| c.is_ascii_alphanumeric() || c == b'_' || c == b'$' || c == b'.')
}

/// MLIR's `printKeywordOrString`: the name as is if it is a bare
/// identifier, else quoted and escaped.
pub(crate) fn push_keyword_or_string(out: &mut OutBuf, name: &[u8]) {
    if is_bare_identifier(name) {
        // ASCII only.
        out.push_bytes(name);
    } else {
        push_string_literal(out, name);
    }
}

/// Appends `n` spaces.
#[inline]
pub(crate) fn push_indent(out: &mut OutBuf, mut n: usize) {
    const SPACES: &[u8; 32] = b"                                ";
    while n > SPACES.len() {
        out.push_bytes(SPACES);
        n -= SPACES.len();
    }
    out.push_prefix(SPACES, n);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn integers() {
        let mut s = OutBuf::default();
        let mut values = vec![0, 9, 10, 99, 100, 101, 12345, 1000000, u64::MAX];
        for digits in 1..=20u32 {
            let p = 10u64.pow(digits - 1);
            values.extend([p, p + 1, p.saturating_mul(10) - 1, p.saturating_mul(7) / 3]);
        }
        for v in values {
            push_u64(&mut s, v);
            assert_eq!(s.as_bytes(), v.to_string().as_bytes());
            s.clear();
        }
        for v in (0..100_000_000).step_by(7_919).chain([99_999_999]) {
            let text = (eight_digits(v) + 0x3030_3030_3030_3030).to_le_bytes();
            assert_eq!(&text[..], format!("{v:08}").as_bytes());
        }
        for n in [0, 1, 31, 32, 33, 70] {
            push_indent(&mut s, n);
            assert_eq!(s.as_bytes(), " ".repeat(n).as_bytes());
            s.clear();
        }
        s.push('é');
        s.push('x');
        assert_eq!(std::mem::take(&mut s).into_string(), "éx");
        push_u64(&mut s, 0);
        s.push(' ');
        push_i128(&mut s, i128::MIN);
        s.push(' ');
        push_u128(&mut s, u128::MAX);
        s.push(' ');
        push_i64(&mut s, -42);
        assert_eq!(
            s.into_string(),
            "0 -170141183460469231731687303715884105728 340282366920938463463374607431768211455 -42"
        );
    }

    #[test]
    fn escaping() {
        let mut s = OutBuf::default();
        push_string_literal(&mut s, "a\"b\\c\n\u{e9}\t~ ".as_bytes());
        let s = s.into_string();
        assert_eq!(s, "\"a\\22b\\\\c\\0A\\C3\\A9\\09~ \"");
        let mut t = OutBuf::default();
        push_string_literal(&mut t, b"\xFF\x00\x7F\x80");
        assert_eq!(t.into_string(), "\"\\FF\\00\\7F\\80\"");
    }

    #[test]
    fn keywords() {
        assert!(is_bare_identifier(b"a.b$_1"));
        assert!(is_bare_identifier(b"_x"));
        assert!(!is_bare_identifier(b"1a"));
        assert!(!is_bare_identifier(b""));
        assert!(!is_bare_identifier(b"a b"));
        let mut s = OutBuf::default();
        push_keyword_or_string(&mut s, b"d e");
        assert_eq!(s.into_string(), "\"d e\"");
    }
}
