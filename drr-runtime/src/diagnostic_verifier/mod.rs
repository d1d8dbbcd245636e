//! `--verify-diagnostics`: the diagnostics a run produces are checked
//! against `expected-*` comments in the input instead of being printed, as
//! MLIR's `SourceMgrDiagnosticVerifierHandler` (`mlir/lib/IR/Diagnostics.cpp`)
//! checks them for mlir-opt 22.
//!
//! An expectation is a line matching
//! `expected-(error|note|remark|warning)(-re)? *(@([+-][0-9]+|above|below|unknown))? *{{(.*)}}$`
//! (after trailing white space is removed; one per line, the first that
//! fits; what lies between the first `{{` after the designator and the
//! line's last `}}` is the text, so `{{a}} {{b}}` expects `a}} {{b`):
//!
//! - without `@`, the diagnostic is expected on the expectation's own
//!   line; `@+N`/`@-N` N lines below/above (N read as C reads it: a
//!   leading `0` means octal); `@above` on the last line above that is not
//!   an expectation, `@below` on the next line below that is not one (the
//!   file's line count if there is none); `@unknown` at a location
//!   without `file:line:col`;
//! - the text is a substring of the message; with `-re`, the parts in
//!   `{{…}}` inside it are POSIX extended regular expressions
//!   ([`Regex`]) and the rest is literal. A malformed one is
//!   reported when the file is read (`invalid regex: …`, `found start of
//!   regex with no end '}}'`) and fails the run.
//!
//! Each diagnostic, and each of its notes separately, is matched against
//! the expectations of its line in file order (an expectation may match
//! several): the first of the same severity whose text matches takes it.
//! Otherwise one whose text matches with another severity is reported at
//! the expectation (`'error' diagnostic emitted when expecting a
//! 'warning'`), or else the diagnostic is reported where it points
//! (`unexpected error: …`), both as errors; both fail the run (with
//! `--verify-diagnostics=only-expected`, neither is reported). At the end
//! each expectation never matched is reported at the expectation,
//! `expected error "…" was not produced`, with `~` under as many bytes as
//! its text has; those of `@unknown` twice, as mlir-opt 22 does (its
//! handler checks them in `verify()` and again when destroyed).
//!
//! Expectations are read from the input file only (mlir-opt would read
//! other files named by locations): a diagnostic pointing into another
//! file is unexpected.

mod posix_regex;

use crate::diagnostic::{DiagnosticLocation, Severity, render_error_with_range};
pub use posix_regex::Regex;

/// Which diagnostics are checked (`--verify-diagnostics=LEVEL`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum VerifyLevel {
    /// `all` (the default): unexpected diagnostics fail the run too.
    All,
    /// `only-expected`: only that the expected ones are produced.
    OnlyExpected,
}

/// One `expected-*` comment.
#[derive(Clone, Debug)]
struct Expected {
    severity: Severity,
    /// The line (1-based) the diagnostic is expected on; out of the file's
    /// range for offsets that leave it (never matched then).
    line: i64,
    /// Where `expected-` starts: 0-based line index and byte column.
    at: Option<(usize, usize)>,
    /// The text of the expectation's line, for reports.
    line_text: String,
    /// The text between the braces.
    text: String,
    regex: Option<Regex>,
    matched: bool,
}

impl Expected {
    fn matches(&self, message: &str) -> bool {
        match &self.regex {
            Some(r) => r.is_match(message),
            None => message.contains(&self.text),
        }
    }
}

/// The expectations of a file and what was reported against them.
#[derive(Debug)]
pub struct DiagnosticVerifier {
    name: String,
    expected: Vec<Expected>,
    unknown: Vec<Expected>,
    level: VerifyLevel,
    ok: bool,
}

impl DiagnosticVerifier {
    /// Reads the expectations of `source`, the file named `name` (as its
    /// locations name it; bytes that are not UTF-8 read as U+FFFD). The
    /// second value is what mlir-opt prints while reading them (malformed
    /// regular expressions).
    pub fn new(name: &str, source: &[u8], level: VerifyLevel) -> (DiagnosticVerifier, String) {
        let mut v = DiagnosticVerifier {
            name: name.to_string(),
            expected: Vec::new(),
            unknown: Vec::new(),
            level,
            ok: true,
        };
        let mut messages = String::new();
        // Every run reads the expectations: a file without any must not pay
        // for a UTF-8 copy of itself (9% of canonicalizing 10k arith ops).
        if memchr::memmem::find(source, b"expected-").is_none() {
            return (v, messages);
        }
        let text = String::from_utf8_lossy(source);
        let lines: Vec<&str> = text.split('\n').collect();
        let mut last_plain_line = 0usize;
        let mut waiting_for_line: Vec<usize> = Vec::new();
        let count = lines.len();
        for (index, line) in lines.iter().enumerate() {
            let trimmed = line.trim_end_matches([' ', '\t', '\n', '\x0b', '\x0c', '\r']);
            let Some(found) = parse_expectation(trimmed) else {
                for &i in &waiting_for_line {
                    v.expected[i].line = index as i64 + 1;
                }
                waiting_for_line.clear();
                last_plain_line = index;
                continue;
            };
            let mut e = Expected {
                severity: found.severity,
                line: index as i64 + 1,
                at: Some((index, found.start)),
                line_text: line.to_string(),
                text: found.text.to_string(),
                regex: None,
                matched: false,
            };
            if found.regex {
                match compile_expectation(found.text) {
                    Ok(r) => e.regex = Some(r),
                    Err(message) => {
                        messages.push_str(&render_error_with_range(
                            name,
                            index + 1,
                            line,
                            found.start,
                            found.text.len(),
                            &message,
                        ));
                        v.ok = false;
                        continue;
                    }
                }
            }
            match found.designator {
                Designator::Here => {}
                Designator::Offset(n) => e.line += n,
                Designator::Unknown => {
                    e.at = None;
                    v.unknown.push(e);
                    continue;
                }
                Designator::Above => e.line = last_plain_line as i64 + 1,
                Designator::Below => {
                    waiting_for_line.push(v.expected.len());
                    e.line = count as i64;
                }
            }
            v.expected.push(e);
        }
        (v, messages)
    }

    /// Checks one diagnostic entry (a diagnostic or one of its notes) of
    /// `severity` at `location` with `message`. Returns what mlir-opt
    /// prints for it: nothing when it was expected; otherwise the near
    /// miss, or `unexpected(text)` for the text `unexpected KIND: message`
    /// (the caller renders it as an error where the diagnostic points).
    pub fn process(
        &mut self,
        severity: Severity,
        location: &DiagnosticLocation,
        message: &str,
        unexpected: impl FnOnce(String) -> String,
    ) -> String {
        let (list, line) = match location {
            DiagnosticLocation::File { file, line, .. } if *file == self.name => {
                (&mut self.expected, Some(i64::from(*line)))
            }
            // Another file's expectations are not read: none match.
            DiagnosticLocation::File { .. } => (&mut Vec::new(), Some(0)),
            DiagnosticLocation::Other(_) | DiagnosticLocation::Unknown => (&mut self.unknown, None),
        };
        let mut near_miss = None;
        for (i, e) in list.iter_mut().enumerate() {
            if line.is_some_and(|l| l != e.line) || !e.matches(message) {
                continue;
            }
            if e.severity == severity {
                e.matched = true;
                return String::new();
            }
            near_miss = Some(i);
        }
        if self.level == VerifyLevel::OnlyExpected {
            return String::new();
        }
        self.ok = false;
        let label = severity.label();
        match near_miss {
            Some(i) => {
                let e = &list[i];
                let text = format!(
                    "'{label}' diagnostic emitted when expecting a '{}'",
                    e.severity.label()
                );
                render_at(&self.name, e, 0, &text)
            }
            None => unexpected(format!("unexpected {label}: {message}")),
        }
    }

    /// The expectations never matched, reported as mlir-opt reports them
    /// at the end of the run. `checked`: the run was made with
    /// `--verify-diagnostics`; mlir-opt 22 then reports those at unknown
    /// locations twice (its handler checks them in `verify()` and again
    /// when it is destroyed). Without the flag, mlir-opt 22 still reads the
    /// expectations and reports them all as not produced (its handler
    /// exists but sees no diagnostic), once each, without failing the run.
    pub fn finish(&mut self, checked: bool) -> String {
        let mut out = String::new();
        let mut report = |e: &Expected| {
            let text = format!(
                "expected {} \"{}\" was not produced",
                e.severity.label(),
                e.text
            );
            out.push_str(&render_at(&self.name, e, e.text.len(), &text));
        };
        let mut failed = false;
        for e in self.expected.iter().filter(|e| !e.matched) {
            report(e);
            failed = true;
        }
        for _ in 0..if checked { 2 } else { 1 } {
            for e in self.unknown.iter().filter(|e| !e.matched) {
                report(e);
                failed = true;
            }
        }
        if failed {
            self.ok = false;
        }
        out
    }

    /// False once an expectation was malformed, a diagnostic unexpected
    /// or an expectation not produced: the run fails.
    pub fn ok(&self) -> bool {
        self.ok
    }
}

/// An error at the expectation `e` of the file `name` (at no location for
/// `@unknown` ones), with `~` under `len` bytes.
fn render_at(name: &str, e: &Expected, len: usize, message: &str) -> String {
    match e.at {
        Some((line, col)) => {
            render_error_with_range(name, line + 1, &e.line_text, col, len, message)
        }
        None => format!("<unknown>:0: error: {message}\n"),
    }
}

/// Where an expectation applies.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Designator {
    Here,
    Offset(i64),
    Above,
    Below,
    Unknown,
}

/// An `expected-*` comment found on a line.
#[derive(Debug, PartialEq, Eq)]
struct Found<'a> {
    severity: Severity,
    regex: bool,
    designator: Designator,
    /// The byte column of `expected-`.
    start: usize,
    text: &'a str,
}

/// The first match of MLIR's expectation pattern in `line` (trailing white
/// space removed), if any.
fn parse_expectation(line: &str) -> Option<Found<'_>> {
    let mut from = 0;
    while let Some(i) = line[from..].find("expected-") {
        let start = from + i;
        if let Some(found) = parse_expectation_at(line, start) {
            return Some(found);
        }
        from = start + 1;
    }
    None
}

fn parse_expectation_at(line: &str, start: usize) -> Option<Found<'_>> {
    let mut rest = &line[start + "expected-".len()..];
    let (severity, after) = [
        Severity::Error,
        Severity::Note,
        Severity::Remark,
        Severity::Warning,
    ]
    .into_iter()
    .find_map(|s| rest.strip_prefix(s.label()).map(|r| (s, r)))?;
    rest = after;
    let regex = match rest.strip_prefix("-re") {
        Some(r) => {
            rest = r;
            true
        }
        None => false,
    };
    rest = rest.trim_start_matches(' ');
    let mut designator = Designator::Here;
    if let Some(r) = rest.strip_prefix('@') {
        let (d, r) = if let Some(r) = r.strip_prefix("above") {
            (Designator::Above, r)
        } else if let Some(r) = r.strip_prefix("below") {
            (Designator::Below, r)
        } else if let Some(r) = r.strip_prefix("unknown") {
            (Designator::Unknown, r)
        } else {
            let sign = r.chars().next().filter(|c| *c == '+' || *c == '-')?;
            let digits = &r[1..];
            let n = digits.bytes().take_while(u8::is_ascii_digit).count();
            if n == 0 {
                return None;
            }
            let value = line_offset(&digits[..n]);
            let value = if sign == '-' { -value } else { value };
            (Designator::Offset(value), &digits[n..])
        };
        designator = d;
        rest = r.trim_start_matches(' ');
    }
    let inner = rest.strip_prefix("{{")?.strip_suffix("}}")?;
    // `{{}` is too short: the braces may not overlap.
    if rest.len() < 4 {
        return None;
    }
    Some(Found {
        severity,
        regex,
        designator,
        start,
        text: inner,
    })
}

/// A line offset's digits read as `StringRef::getAsInteger(0, int&)`
/// reads them: a leading `0` means octal. What it cannot read (`09`, past
/// `INT_MAX`) leaves mlir-opt's offset unset; here it is an offset past any
/// line, so the expectation is reported as not produced, which is what
/// mlir-opt 22 prints for it in practice.
fn line_offset(digits: &str) -> i64 {
    let (radix, body) = if digits.len() > 1 && digits.starts_with('0') {
        (8, &digits[1..])
    } else {
        (10, digits)
    };
    match i64::from_str_radix(body, radix) {
        Ok(v) if v <= i64::from(i32::MAX) => v,
        _ => i64::from(u32::MAX) * 4,
    }
}

/// The regular expression of an `-re` expectation: its `{{…}}` parts are
/// expressions (each checked on its own and grouped), the rest escaped.
fn compile_expectation(text: &str) -> Result<Regex, String> {
    let mut pattern = String::new();
    let mut rest = text;
    while !rest.is_empty() {
        let Some(open) = rest.find("{{") else {
            pattern.push_str(&posix_regex::escape(rest));
            break;
        };
        pattern.push_str(&posix_regex::escape(&rest[..open]));
        rest = &rest[open + 2..];
        let Some(close) = rest.find("}}") else {
            return Err("found start of regex with no end '}}'".into());
        };
        let block = &rest[..close];
        Regex::new(block).map_err(|e| format!("invalid regex: {e}"))?;
        pattern.push('(');
        pattern.push_str(block);
        pattern.push(')');
        rest = &rest[close + 2..];
    }
    Regex::new(&pattern).map_err(|e| format!("invalid regex: {e}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn expectation_lines() {
        let f = parse_expectation("  // expected-error@+1 {{a {{b}} c}}").unwrap();
        assert_eq!(
            (f.severity, f.regex, f.designator, f.start, f.text),
            (
                Severity::Error,
                false,
                Designator::Offset(1),
                5,
                "a {{b}} c"
            )
        );
        let f = parse_expectation("// expected-note-re   @above   {{x}}").unwrap();
        assert_eq!(
            (f.regex, f.designator, f.text),
            (true, Designator::Above, "x")
        );
        assert_eq!(
            parse_expectation("expected-remark @-010 {{}}")
                .unwrap()
                .designator,
            Designator::Offset(-8)
        );
        // The first designator that fits.
        let f = parse_expectation("expected-bogus expected-warning {{w}}").unwrap();
        assert_eq!((f.severity, f.start), (Severity::Warning, 15));
        for bad in [
            "expected-error {{x}",
            "expected-error {{}",
            "expected-error x {{y}}",
            "expected-error@+ {{y}}",
            "expected-error@left {{y}}",
            "expected-errors {{y}}",
            "expected-error {{x}} trailing",
        ] {
            assert_eq!(parse_expectation(bad), None, "{bad}");
        }
        assert_eq!(parse_expectation("expected-error {{}}").unwrap().text, "");
    }

    #[test]
    fn regex_expectations() {
        let r = compile_expectation("op #{{[0-9]+}} (x) {{a|b}}").unwrap();
        assert!(r.is_match("the op #12 (x) b"));
        assert!(!r.is_match("the op #12 x b"));
        assert_eq!(
            compile_expectation("a {{b").unwrap_err(),
            "found start of regex with no end '}}'"
        );
        assert_eq!(
            compile_expectation("a {{[b-a]}}").unwrap_err(),
            "invalid regex: invalid character range"
        );
    }

    #[test]
    fn matching_and_reports() {
        let text = "a\n// expected-error@-1 {{boom}}\nb // expected-warning {{w}}\n";
        let (mut v, msgs) = DiagnosticVerifier::new("f.mlir", text.as_bytes(), VerifyLevel::All);
        assert_eq!(msgs, "");
        let at = |line| DiagnosticLocation::File {
            file: "f.mlir".into(),
            line,
            column: 1,
        };
        let unexpected = |m: String| format!("U {m}\n");
        assert_eq!(
            v.process(Severity::Error, &at(1), "a boom!", unexpected),
            ""
        );
        assert_eq!(
            v.process(Severity::Error, &at(3), "w", unexpected),
            "f.mlir:3:6: error: 'error' diagnostic emitted when expecting a 'warning'\nb // expected-warning {{w}}\n     ^\n"
        );
        assert_eq!(
            v.process(Severity::Note, &at(2), "n", unexpected),
            "U unexpected note: n\n"
        );
        assert_eq!(
            v.finish(true),
            "f.mlir:3:6: error: expected warning \"w\" was not produced\nb // expected-warning {{w}}\n     ^\n"
        );
        assert!(!v.ok());
    }
}
