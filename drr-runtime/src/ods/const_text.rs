//! Text built at compile time: the summaries of generic constraints.
//!
//! MLIR computes the summary of `AnyTypeOf<[I32, F32]>` in TableGen
//! (`!interleave` of the members' summaries). Here a generic constraint
//! computes it in a `const` from its parameters' `const`s, so that
//! [`TypeConstraint::SUMMARY`](super::TypeConstraint::SUMMARY) is exact for
//! every constraint, generic or not, and code that only has the `const`
//! (the verifier, a pattern's failure message) prints the right words.
//!
//! A [`ConstText`] is a fixed-capacity UTF-8 buffer; a `const` panics (a
//! compile error naming the overflow) if a summary would exceed
//! [`ConstText::CAPACITY`] bytes. Only the final text of a constraint that
//! is used is kept in the binary.

/// A string of at most [`ConstText::CAPACITY`] bytes built by `const fn`s.
///
/// Invariant: `buf[..len]` is valid UTF-8 (only whole `&str`s and ASCII
/// digits are appended).
#[derive(Clone, Copy)]
pub struct ConstText {
    buf: [u8; ConstText::CAPACITY],
    len: usize,
}

impl ConstText {
    /// The most bytes a text can hold (a summary of 22 alternatives of
    /// `tensor of … values` takes about 1,000).
    pub const CAPACITY: usize = 4096;

    /// The empty text.
    pub const fn new() -> Self {
        ConstText {
            buf: [0; ConstText::CAPACITY],
            len: 0,
        }
    }

    /// `s` as a text.
    pub const fn of(s: &str) -> Self {
        Self::new().push(s)
    }

    /// The length in bytes.
    pub const fn len(&self) -> usize {
        self.len
    }

    /// True if the text is empty.
    pub const fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// A text of the first `len` bytes of `buf` (the caller keeps them
    /// UTF-8; otherwise [`ConstText::as_str`] is empty).
    pub(crate) const fn from_bytes(buf: [u8; ConstText::CAPACITY], len: usize) -> Self {
        ConstText { buf, len }
    }

    /// The bytes of the text.
    pub const fn as_bytes(&self) -> &[u8] {
        self.buf.split_at(self.len).0
    }

    /// The text with `s` appended.
    pub const fn push(mut self, s: &str) -> Self {
        let b = s.as_bytes();
        assert!(
            self.len + b.len() <= ConstText::CAPACITY,
            "drr: a constraint summary is longer than ConstText::CAPACITY bytes"
        );
        let mut i = 0;
        while i < b.len() {
            self.buf[self.len + i] = b[i];
            i += 1;
        }
        self.len += b.len();
        self
    }

    /// The text with `other` appended.
    pub const fn push_text(self, other: &ConstText) -> Self {
        self.push(other.as_str())
    }

    /// The text with the decimal form of `n` appended (as TableGen prints
    /// an `int`: `-1`, `0`, `42`).
    pub const fn push_int(mut self, n: i64) -> Self {
        if n < 0 {
            self = self.push("-");
        }
        let mut digits = [0u8; 20];
        let mut k = 0;
        // The magnitude as u64: `i64::MIN` has no positive i64.
        let mut m = n.unsigned_abs();
        loop {
            digits[k] = b'0' + (m % 10) as u8;
            k += 1;
            m /= 10;
            if m == 0 {
                break;
            }
        }
        assert!(
            self.len + k <= ConstText::CAPACITY,
            "drr: a constraint summary is longer than ConstText::CAPACITY bytes"
        );
        while k > 0 {
            k -= 1;
            self.buf[self.len] = digits[k];
            self.len += 1;
        }
        self
    }

    /// The text as a `&str`.
    pub const fn as_str(&self) -> &str {
        match core::str::from_utf8(self.buf.split_at(self.len).0) {
            Ok(s) => s,
            // Unreachable: only whole strings and ASCII digits are appended.
            Err(_) => "",
        }
    }

    /// The items of `self` (separated by [`ConstText::SEP`]) joined with
    /// `sep`.
    pub const fn join(&self, sep: &str) -> Self {
        self.join_items("", "", sep)
    }

    /// The items of `self` (separated by [`ConstText::SEP`]), each between
    /// `before` and `after`, joined with `sep` (`1D/2D` is the items `1`,
    /// `2` with `after` `"D"` and `sep` `"/"`).
    pub const fn join_items(&self, before: &str, after: &str, sep: &str) -> Self {
        let mut out = ConstText::new();
        if self.len == 0 {
            // The empty list (a list of one empty item joins the same way
            // without affixes, which is the only way lists are used so).
            return out;
        }
        let b = self.buf.split_at(self.len).0;
        let mut start = 0;
        let mut i = 0;
        let mut first = true;
        while i <= b.len() {
            if i == b.len() || b[i] == ConstText::SEP {
                if !first {
                    out = out.push(sep);
                }
                first = false;
                let part = b.split_at(i).0.split_at(start).1;
                out = out.push(before);
                out = match core::str::from_utf8(part) {
                    Ok(s) => out.push(s),
                    Err(_) => out,
                };
                out = out.push(after);
                start = i + 1;
            }
            i += 1;
        }
        out
    }

    /// Separator of list items inside one text (see [`ConstText::join`]):
    /// a control byte that no summary contains.
    pub const SEP: u8 = 0x1f;

    /// `self` and `item` as a list (`self` then `item`, separated by
    /// [`ConstText::SEP`]); an empty `self` is the empty list.
    pub const fn push_item(self, item: &str, first: bool) -> Self {
        if first {
            self.push(item)
        } else {
            let sep = [ConstText::SEP];
            match core::str::from_utf8(&sep) {
                Ok(s) => self.push(s).push(item),
                Err(_) => self,
            }
        }
    }
}

impl Default for ConstText {
    fn default() -> Self {
        Self::new()
    }
}

impl std::fmt::Debug for ConstText {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        std::fmt::Debug::fmt(self.as_str(), f)
    }
}

/// `&'static` access to a text computed in a `const` (a generic
/// constraint's `SUMMARY = as_static(&Self::TEXT)`).
pub const fn as_static(t: &'static ConstText) -> &'static str {
    t.as_str()
}

#[cfg(test)]
mod tests {
    use super::*;

    const JOINED: ConstText = ConstText::new()
        .push_item("a", true)
        .push_item("bc", false)
        .push_item("", false)
        .join(" or ");

    #[test]
    fn push_int_and_join() {
        assert_eq!(ConstText::new().push_int(0).as_str(), "0");
        assert_eq!(ConstText::new().push_int(-17).as_str(), "-17");
        assert_eq!(
            ConstText::new().push_int(i64::MIN).as_str(),
            "-9223372036854775808"
        );
        assert_eq!(ConstText::of("x").push_int(42).push(" y").as_str(), "x42 y");
        assert_eq!(JOINED.as_str(), "a or bc or ");
        assert_eq!(ConstText::new().join_items("<", ">", "/").as_str(), "");
        assert_eq!(ConstText::new().join("/").as_str(), "");
        assert_eq!(ConstText::of("solo").join("/").as_str(), "solo");
        let ranks = ConstText::new().push_item("1", true).push_item("2", false);
        assert_eq!(ranks.join_items("", "D", "/").as_str(), "1D/2D");
    }
}
