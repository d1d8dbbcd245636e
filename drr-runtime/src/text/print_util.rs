//! Low-level output helpers shared by the printers: decimal and hexadecimal
//! integers without `format!`, MLIR's string escaping (`llvm::printEscapedString`)
//! and the keyword-or-string rule used for attribute names and symbols.

/// The two-digit decimal strings `00` to `99`, concatenated.
const PAIRS: &str = "00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899";

/// Appends the two digits of `v < 100`.
#[inline]
fn push_pair(out: &mut String, v: u64) {
    let i = v as usize * 2;
    out.push_str(&PAIRS[i..i + 2]);
}

/// Appends the decimal digits of `v`.
#[inline]
pub(crate) fn push_u64(out: &mut String, v: u64) {
    if v < 10 {
        out.push(char::from(b'0' + v as u8));
        return;
    }
    if v < 100 {
        push_pair(out, v);
        return;
    }
    push_u64_long(out, v);
}

/// [`push_u64`] for `v >= 100`.
fn push_u64_long(out: &mut String, v: u64) {
    // Base-100 digits, least significant first.
    let mut pairs = [0u8; 10];
    let mut n = 0;
    let mut rest = v;
    while rest >= 100 {
        pairs[n] = (rest % 100) as u8;
        rest /= 100;
        n += 1;
    }
    if rest < 10 {
        out.push(char::from(b'0' + rest as u8));
    } else {
        push_pair(out, rest);
    }
    for &p in pairs[..n].iter().rev() {
        push_pair(out, u64::from(p));
    }
}

/// Appends the decimal digits of `v`.
pub(crate) fn push_u128(out: &mut String, mut v: u128) {
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
    out.push_str(std::str::from_utf8(&buf[i..]).unwrap_or_default());
}

/// Appends `v` in decimal with a leading `-` when negative.
pub(crate) fn push_i128(out: &mut String, v: i128) {
    if v < 0 {
        out.push('-');
    }
    push_u128(out, v.unsigned_abs());
}

/// Appends `v` in decimal with a leading `-` when negative.
pub(crate) fn push_i64(out: &mut String, v: i64) {
    if v < 0 {
        out.push('-');
    }
    push_u64(out, v.unsigned_abs());
}

const HEX_UPPER: &[u8; 16] = b"0123456789ABCDEF";

/// Appends one byte as two uppercase hexadecimal digits.
#[inline]
pub(crate) fn push_hex_byte(out: &mut String, b: u8) {
    out.push(HEX_UPPER[(b >> 4) as usize] as char);
    out.push(HEX_UPPER[(b & 0xF) as usize] as char);
}

/// Appends the body of a string literal with `llvm::printEscapedString`'s
/// escaping: `\` becomes `\\`, printable ASCII other than `"` is kept, every
/// other byte becomes `\XX` (uppercase hex).
pub(crate) fn push_escaped(out: &mut String, bytes: &[u8]) {
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

/// [`push_escaped`] for a `&str`: plain runs are copied as string slices
/// without re-validating them.
pub(crate) fn push_escaped_str(out: &mut String, text: &str) {
    let bytes = text.as_bytes();
    let mut start = 0;
    for (i, &c) in bytes.iter().enumerate() {
        let plain = (0x20..0x7F).contains(&c) && c != b'"' && c != b'\\';
        if plain {
            continue;
        }
        // A non-empty `start..i` holds printable ASCII only, so both ends
        // are char boundaries (an empty one may sit inside a UTF-8
        // sequence, where slicing would panic).
        if start < i {
            out.push_str(&text[start..i]);
        }
        if c == b'\\' {
            out.push_str("\\\\");
        } else {
            out.push('\\');
            push_hex_byte(out, c);
        }
        start = i + 1;
    }
    // Empty, or printable ASCII only.
    if start < text.len() {
        out.push_str(&text[start..]);
    }
}

/// Appends `"…"` with [`push_escaped`] escaping.
pub(crate) fn push_str_literal(out: &mut String, text: &str) {
    out.push('"');
    push_escaped_str(out, text);
    out.push('"');
}

/// Appends a run of bytes already known to be printable ASCII.
fn push_ascii(out: &mut String, bytes: &[u8]) {
    if !bytes.is_empty() {
        out.push_str(std::str::from_utf8(bytes).unwrap_or_default());
    }
}

/// Appends `"…"` with [`push_escaped`] escaping.
pub(crate) fn push_string_literal(out: &mut String, bytes: &[u8]) {
    out.push('"');
    push_escaped(out, bytes);
    out.push('"');
}

/// MLIR's `isBareIdentifier`: `[a-zA-Z_][a-zA-Z0-9_$.]*`.
pub(crate) fn is_bare_identifier(name: &str) -> bool {
    let bytes = name.as_bytes();
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
pub(crate) fn push_keyword_or_string(out: &mut String, name: &str) {
    if is_bare_identifier(name) {
        out.push_str(name);
    } else {
        push_str_literal(out, name);
    }
}

/// Appends `n` spaces.
pub(crate) fn push_indent(out: &mut String, mut n: usize) {
    const SPACES: &str = "                                                                ";
    while n > SPACES.len() {
        out.push_str(SPACES);
        n -= SPACES.len();
    }
    out.push_str(&SPACES[..n]);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn integers() {
        let mut s = String::new();
        for v in [0, 9, 10, 99, 100, 101, 12345, 1000000, u64::MAX] {
            push_u64(&mut s, v);
            assert_eq!(s, v.to_string());
            s.clear();
        }
        push_u64(&mut s, 0);
        s.push(' ');
        push_i128(&mut s, i128::MIN);
        s.push(' ');
        push_u128(&mut s, u128::MAX);
        s.push(' ');
        push_i64(&mut s, -42);
        assert_eq!(
            s,
            "0 -170141183460469231731687303715884105728 340282366920938463463374607431768211455 -42"
        );
    }

    #[test]
    fn escaping() {
        let mut s = String::new();
        push_string_literal(&mut s, "a\"b\\c\n\u{e9}\t~ ".as_bytes());
        assert_eq!(s, "\"a\\22b\\\\c\\0A\\C3\\A9\\09~ \"");
        let mut t = String::new();
        push_str_literal(&mut t, "a\"b\\c\n\u{e9}\t~ ");
        assert_eq!(t, s);
    }

    #[test]
    fn keywords() {
        assert!(is_bare_identifier("a.b$_1"));
        assert!(is_bare_identifier("_x"));
        assert!(!is_bare_identifier("1a"));
        assert!(!is_bare_identifier(""));
        assert!(!is_bare_identifier("a b"));
        let mut s = String::new();
        push_keyword_or_string(&mut s, "d e");
        assert_eq!(s, "\"d e\"");
    }
}
