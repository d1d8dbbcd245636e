//! Diagnostics rendered exactly as mlir-opt prints them on standard error.
//!
//! A [`Diagnostic`] is what MLIR's `SourceMgrDiagnosticHandler` emits for
//! one error: a list of entries (the error, then its notes), each with a
//! severity, a resolved [`DiagnosticLocation`], a message and whether its
//! source line may be shown. [`Diagnostic::render`] turns it into text
//! with the help of a [`SourceManager`] (the buffers whose lines can be
//! quoted):
//!
//! ```text
//! f.mlir:4:10: error: operand #1 does not dominate this use
//!     %0 = "t.use"(%a, %d) : (i32, i32) -> i32
//!          ^
//! f.mlir:4:10: note: see current operation: %1 = "t.use"(%arg0, %2) : (i32, i32) -> i32
//! ```
//!
//! The rules are MLIR's (`mlir/lib/IR/Diagnostics.cpp`) and LLVM's
//! (`llvm/lib/Support/SourceMgr.cpp`), checked against mlir-opt 22:
//!
//! - An IR location is resolved to the first `file:line:col` found in a
//!   pre-order walk of it (through names, call sites: callee first,
//!   fusions and their location metadata); without one, the entry prints
//!   as `<unknown>:0: error: loc(…): message` (`<unknown>:0: error:
//!   message` for `loc(unknown)`).
//! - A call-site location adds `called from` notes, one per caller, up to
//!   ten levels.
//! - A note shows its source line only if its location differs from the
//!   previous entry's.
//! - The source line is shown when the file is one of the manager's
//!   buffers (or, with [`SourceManager::load_files`], a file it can read)
//!   and the line and column exist in it (line and column 1-based and
//!   nonzero, the column at most one past the line's end). Tabs are
//!   expanded to 8 columns, the caret is placed under the column, and a
//!   line with non-ASCII bytes is shown without a caret. Otherwise the
//!   entry is the single line `file:line:col: error: message`.
//!
//! Everything here is iterative: nested locations cannot overflow the
//! stack.

use std::cell::RefCell;
use std::fmt::Write as _;

use crate::Context;
use crate::attributes::AttrData;
use crate::location::{LocData, Location};
use crate::text::ParseError;

/// How many `called from` notes a call-site location adds at most
/// (MLIR's default call-stack limit).
const CALL_STACK_LIMIT: usize = 10;

/// LLVM's tab stop when it prints a source line.
const TAB_STOP: usize = 8;

/// The severity of a diagnostic entry.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Severity {
    /// `error:`.
    Error,
    /// `warning:`.
    Warning,
    /// `note:`.
    Note,
    /// `remark:`.
    Remark,
}

impl Severity {
    /// The word MLIR prints for it (`error`, …).
    pub(crate) fn label(self) -> &'static str {
        match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
            Severity::Note => "note",
            Severity::Remark => "remark",
        }
    }
}

/// Where a diagnostic entry points, resolved from an IR location.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DiagnosticLocation {
    /// A position in a file: 1-based line and column (0 when unknown; the
    /// source line is then not shown).
    File {
        /// The file name, as the location spells it.
        file: String,
        /// 1-based line.
        line: u32,
        /// 1-based column, in bytes.
        column: u32,
    },
    /// A location without a file position, in its `loc(…)` form.
    Other(String),
    /// `loc(unknown)`.
    Unknown,
}

impl DiagnosticLocation {
    /// Resolves `loc` as MLIR's diagnostic handler does: its first
    /// `file:line:col` in pre-order, else the printed location (or
    /// `Unknown` for `loc(unknown)`).
    pub fn resolve(ctx: &Context, loc: Location) -> DiagnosticLocation {
        if let Some((file, line, column)) = first_file_line_col(ctx, loc) {
            return DiagnosticLocation::File {
                file: ctx.str(file).to_string(),
                line,
                column,
            };
        }
        match &ctx.loc_data(loc) {
            LocData::Unknown => DiagnosticLocation::Unknown,
            _ => DiagnosticLocation::Other(crate::text::print_location(ctx, loc)),
        }
    }
}

/// The first `file:line:col` of `loc` in a pre-order walk (MLIR's
/// `findInstanceOf<FileLineColLoc>`): a call site's callee before its
/// caller, a fusion's locations before its location metadata; ranges count
/// by their start.
fn first_file_line_col(ctx: &Context, loc: Location) -> Option<(crate::Symbol, u32, u32)> {
    let mut stack = vec![loc];
    while let Some(loc) = stack.pop() {
        match &ctx.loc_data(loc) {
            LocData::Unknown => {}
            LocData::FileLineCol {
                file, line, column, ..
            } => return Some((*file, *line, *column)),
            LocData::Name { child, .. } => stack.push(*child),
            LocData::CallSite { callee, caller } => {
                stack.push(*caller);
                stack.push(*callee);
            }
            LocData::Fused {
                locations,
                metadata,
            } => {
                if let Some(m) = metadata
                    && let AttrData::Location(l) = ctx.attr_data(*m)
                {
                    stack.push(*l);
                }
                stack.extend(locations.iter().rev().copied());
            }
        }
    }
    None
}

/// The call site a location stands for, if any (MLIR's `getCallSiteLoc`):
/// itself, the call site of a name's child, or the first one among a
/// fusion's locations. Returns the caller.
fn call_site_caller(ctx: &Context, loc: Location) -> Option<Location> {
    let mut stack = vec![loc];
    while let Some(loc) = stack.pop() {
        match &ctx.loc_data(loc) {
            LocData::CallSite { caller, .. } => return Some(*caller),
            LocData::Name { child, .. } => stack.push(*child),
            LocData::Fused { locations, .. } => stack.extend(locations.iter().rev().copied()),
            LocData::Unknown | LocData::FileLineCol { .. } => {}
        }
    }
    None
}

/// One entry of a [`Diagnostic`]: a line `location: severity: message`,
/// possibly followed by the source line and a caret.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DiagnosticEntry {
    /// The severity.
    pub severity: Severity,
    /// Where it points.
    pub location: DiagnosticLocation,
    /// The message.
    pub message: String,
    /// Whether the source line may be shown (MLIR shows a note's line only
    /// when its location differs from the previous entry's).
    pub show_source: bool,
}

/// A diagnostic as mlir-opt emits it: the main entry, then its notes, in
/// order (see the module documentation).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    entries: Vec<DiagnosticEntry>,
    /// The IR location of the last entry, for the next note's
    /// `show_source` (`None` for diagnostics not made from IR locations).
    last: Option<Location>,
}

impl Diagnostic {
    /// A diagnostic at an IR location, with the `called from` notes of a
    /// call-site location.
    pub fn at(
        ctx: &Context,
        severity: Severity,
        loc: Location,
        message: impl Into<String>,
    ) -> Self {
        let mut entries = vec![DiagnosticEntry {
            severity,
            location: DiagnosticLocation::resolve(ctx, loc),
            message: message.into(),
            show_source: true,
        }];
        let mut last = loc;
        if let Some(mut caller) = call_site_caller(ctx, loc) {
            for _ in 0..CALL_STACK_LIMIT {
                entries.push(DiagnosticEntry {
                    severity: Severity::Note,
                    location: DiagnosticLocation::resolve(ctx, caller),
                    message: "called from".into(),
                    show_source: true,
                });
                last = caller;
                match call_site_caller(ctx, caller) {
                    Some(next) => caller = next,
                    None => break,
                }
            }
        }
        Diagnostic {
            entries,
            last: Some(last),
        }
    }

    /// A diagnostic of one entry, at an already resolved location, its
    /// source line shown (MLIR's `SourceMgrDiagnosticHandler::emitDiagnostic`
    /// for a location and a message: no `called from` notes).
    pub fn from_location(
        severity: Severity,
        location: DiagnosticLocation,
        message: impl Into<String>,
    ) -> Self {
        Diagnostic {
            entries: vec![DiagnosticEntry {
                severity,
                location,
                message: message.into(),
                show_source: true,
            }],
            last: None,
        }
    }

    /// An error at `line`:`column` of `file` (a parse error).
    pub fn file_error(file: &str, line: u32, column: u32, message: impl Into<String>) -> Self {
        Diagnostic::at_file(Severity::Error, file, line, column, message)
    }

    /// A warning at `line`:`column` of `file`.
    pub fn file_warning(file: &str, line: u32, column: u32, message: impl Into<String>) -> Self {
        Diagnostic::at_file(Severity::Warning, file, line, column, message)
    }

    fn at_file(
        severity: Severity,
        file: &str,
        line: u32,
        column: u32,
        message: impl Into<String>,
    ) -> Self {
        let location = DiagnosticLocation::File {
            file: file.to_string(),
            line,
            column,
        };
        Diagnostic::from_location(severity, location, message)
    }

    /// The diagnostic of a parse error in the text named `file`.
    pub fn from_parse_error(error: &ParseError, file: &str) -> Self {
        let mut d = Diagnostic::file_error(file, error.line, error.column, error.message.clone());
        let mut last = (error.line, error.column);
        for note in &error.notes {
            d.entries.push(DiagnosticEntry {
                severity: Severity::Note,
                location: DiagnosticLocation::File {
                    file: file.to_string(),
                    line: note.line,
                    column: note.column,
                },
                message: note.message.clone(),
                // As for notes at IR locations: the line is shown only if
                // it is not the previous entry's.
                show_source: last != (note.line, note.column),
            });
            last = (note.line, note.column);
        }
        d
    }

    /// The diagnostics of a parse error in the text named `file`: its own
    /// and those of the errors reported with it ([`ParseError::more`]).
    pub fn all_from_parse_error(error: &ParseError, file: &str) -> Vec<Self> {
        std::iter::once(error)
            .chain(&error.more)
            .map(|e| Diagnostic::from_parse_error(e, file))
            .collect()
    }

    /// What mlir-opt prints for a parse error in the text named `file`:
    /// every diagnostic of [`Diagnostic::all_from_parse_error`], rendered.
    pub fn render_parse_error(error: &ParseError, file: &str, sources: &SourceManager) -> String {
        Diagnostic::all_from_parse_error(error, file)
            .iter()
            .map(|d| d.render(sources))
            .collect()
    }

    /// Attaches a note at an IR location. Its source line is shown only if
    /// the location differs from the previous entry's.
    pub fn note(&mut self, ctx: &Context, loc: Location, message: impl Into<String>) {
        self.entries.push(DiagnosticEntry {
            severity: Severity::Note,
            location: DiagnosticLocation::resolve(ctx, loc),
            message: message.into(),
            show_source: self.last != Some(loc),
        });
        self.last = Some(loc);
    }

    /// The entries: the main one first, then the notes.
    pub fn entries(&self) -> &[DiagnosticEntry] {
        &self.entries
    }

    /// The main entry's message.
    pub fn message(&self) -> &str {
        &self.entries[0].message
    }

    /// The text mlir-opt prints for this diagnostic, each entry ending
    /// with a newline, quoting source lines from `sources`.
    pub fn render(&self, sources: &SourceManager) -> String {
        let mut out = String::new();
        for e in &self.entries {
            render_entry(&mut out, sources, e);
        }
        out
    }
}

/// Appends one entry's lines to `out`.
fn render_entry(out: &mut String, sources: &SourceManager, e: &DiagnosticEntry) {
    let label = e.severity.label();
    match &e.location {
        DiagnosticLocation::Unknown => {
            let _ = writeln!(out, "<unknown>:0: {label}: {}", e.message);
        }
        DiagnosticLocation::Other(loc) => {
            let _ = writeln!(out, "<unknown>:0: {label}: {loc}: {}", e.message);
        }
        DiagnosticLocation::File { file, line, column } => {
            let found = if e.show_source {
                sources.with_line(file, *line, *column, |name, text, col| {
                    let name = if name == "-" { "<stdin>" } else { name };
                    let _ = writeln!(out, "{name}:{line}:{}: {label}: {}", col + 1, e.message);
                    push_source_line(out, text, col);
                })
            } else {
                None
            };
            if found.is_none() {
                // mlir-opt names a location's empty file `-`.
                let file = if file.is_empty() { "-" } else { file };
                let _ = writeln!(out, "{file}:{line}:{column}: {label}: {}", e.message);
            }
        }
    }
}

/// What LLVM's `SourceMgr::PrintMessage` prints for an error at byte
/// `col` (0-based) of line `line` (1-based) of the buffer `name`, whose
/// text is `line_text`, with `~` under the `len` bytes from `col` on
/// (MLIR's diagnostic verifier reports a missing expectation so).
pub(crate) fn render_error_with_range(
    name: &str,
    line: usize,
    line_text: &str,
    col: usize,
    len: usize,
    message: &str,
) -> String {
    let name = if name == "-" { "<stdin>" } else { name };
    let mut out = format!("{name}:{line}:{}: error: {message}\n", col + 1);
    // LLVM's line ends at `\r` too.
    let line_text = &line_text[..line_text.find('\r').unwrap_or(line_text.len())];
    push_source_line_with_range(&mut out, line_text, col, col..col + len);
    out
}

/// Appends the source line `text` (tabs expanded) and, if it is ASCII, a
/// caret line with `^` under byte `col` (0-based), as LLVM's
/// `SMDiagnostic::print` does.
fn push_source_line(out: &mut String, text: &str, col: usize) {
    push_source_line_with_range(out, text, col, col..col);
}

/// [`push_source_line`] with `~` under the bytes of `range` (0-based,
/// clipped to the line) other than the caret's, as LLVM prints a message
/// with a source range.
fn push_source_line_with_range(
    out: &mut String,
    text: &str,
    col: usize,
    range: std::ops::Range<usize>,
) {
    // The line with tabs expanded to the next multiple of TAB_STOP
    // (columns counted in bytes, as LLVM does).
    let mut column = 0;
    for (i, piece) in text.split('\t').enumerate() {
        if i != 0 {
            loop {
                out.push(' ');
                column += 1;
                if column % TAB_STOP == 0 {
                    break;
                }
            }
        }
        out.push_str(piece);
        column += piece.len();
    }
    out.push('\n');
    if !text.is_ascii() {
        return;
    }
    // The caret line: spaces up to the caret (a tab in the source line
    // widens its column), nothing after the caret.
    let text = text.as_bytes();
    let caret = col.min(text.len());
    let range = range.start.min(text.len())..range.end.min(text.len());
    let last = caret.max(range.end.saturating_sub(1));
    let mut column = 0;
    for i in 0..=last {
        let c = if i == caret {
            '^'
        } else if range.contains(&i) {
            '~'
        } else {
            ' '
        };
        if i < text.len() && text[i] == b'\t' {
            loop {
                out.push(c);
                column += 1;
                if column % TAB_STOP == 0 {
                    break;
                }
            }
        } else {
            out.push(c);
            column += 1;
        }
    }
    out.push('\n');
}

/// The texts whose lines diagnostics may quote (LLVM's `SourceMgr`, as
/// mlir-opt uses it): buffers added by name, and with
/// [`SourceManager::load_files`] files read from disk the first time a
/// diagnostic names them (as mlir-opt does for locations naming other
/// files).
#[derive(Debug, Default)]
pub struct SourceManager {
    buffers: Vec<(String, Source)>,
    load_files: bool,
    /// Files read from disk (`None`: could not be read), by name.
    loaded: RefCell<Vec<(String, Option<Source>)>>,
}

/// A buffer's text and the offsets its lines start at, found on the first
/// lookup: a diagnostic per line of a large file (mlir-opt reports every
/// undeclared SSA name) must not scan the text from its start each time.
#[derive(Clone, Debug, Default)]
struct Source {
    text: String,
    line_starts: std::cell::OnceCell<Vec<usize>>,
}

impl Source {
    fn new(text: String) -> Source {
        Source {
            text,
            line_starts: std::cell::OnceCell::new(),
        }
    }

    /// Where line `line` (1-based; lines end at `\n`) starts.
    fn line_start(&self, line: u32) -> Option<usize> {
        let starts = self.line_starts.get_or_init(|| {
            std::iter::once(0)
                .chain(memchr::memchr_iter(b'\n', self.text.as_bytes()).map(|i| i + 1))
                .collect()
        });
        starts.get(line.checked_sub(1)? as usize).copied()
    }

    /// [`Self::line_start`] and the column's 0-based offset in the line,
    /// if the position exists: the column's byte is at most the end of the
    /// text with no line break (`\n` or `\r`) before it on its line.
    fn locate(&self, line: u32, column: u32) -> Option<(usize, usize)> {
        let start = self.line_start(line)?;
        let text = self.text.as_bytes();
        let col = column as usize - 1;
        if start + col > text.len() {
            return None;
        }
        if text[start..start + col]
            .iter()
            .any(|&b| b == b'\n' || b == b'\r')
        {
            return None;
        }
        Some((start, col))
    }
}

impl SourceManager {
    /// A manager without buffers.
    pub fn new() -> Self {
        SourceManager::default()
    }

    /// A manager holding one buffer: `text`, named `name` (the file name
    /// the parser put in its locations).
    pub fn with_buffer(name: &str, text: &str) -> Self {
        let mut s = SourceManager::new();
        s.add(name, text);
        s
    }

    /// Adds a buffer named `name`.
    pub fn add(&mut self, name: &str, text: &str) {
        self.buffers
            .push((name.to_string(), Source::new(text.to_string())));
    }

    /// Whether a file named by a location but not added is read from disk
    /// (relative names from the current directory), as mlir-opt does.
    pub fn load_files(mut self, load: bool) -> Self {
        self.load_files = load;
        self
    }

    /// Calls `f(buffer name, line text, 0-based column)` for `line`:`column`
    /// of `file` if the position exists (LLVM's `FindLocForLineAndColumn`),
    /// and returns its result; `None` otherwise.
    fn with_line<R>(
        &self,
        file: &str,
        line: u32,
        column: u32,
        f: impl FnOnce(&str, &str, usize) -> R,
    ) -> Option<R> {
        if line == 0 || column == 0 {
            return None;
        }
        if let Some((name, source)) = self.buffers.iter().find(|(n, _)| n == file) {
            let (start, col) = source.locate(line, column)?;
            return Some(f(name, line_at(&source.text, start), col));
        }
        if !self.load_files {
            return None;
        }
        let mut loaded = self.loaded.borrow_mut();
        let index = match loaded.iter().position(|(n, _)| n == file) {
            Some(i) => i,
            None => {
                let text = std::fs::read(file)
                    .ok()
                    .map(|b| Source::new(String::from_utf8_lossy(&b).into_owned()));
                loaded.push((file.to_string(), text));
                loaded.len() - 1
            }
        };
        let (name, source) = &loaded[index];
        let source = source.as_ref()?;
        let (start, col) = source.locate(line, column)?;
        Some(f(name, line_at(&source.text, start), col))
    }
}

/// The line of `text` starting at byte `start`, up to (not including) the
/// next `\n` or `\r`.
fn line_at(text: &str, start: usize) -> &str {
    let rest = &text[start..];
    let end = rest.find(['\n', '\r']).unwrap_or(rest.len());
    &rest[..end]
}

#[cfg(test)]
mod tests {
    use super::*;

    fn render_at(src: &str, line: u32, column: u32) -> String {
        let sources = SourceManager::with_buffer("f.mlir", src);
        Diagnostic::file_error("f.mlir", line, column, "msg").render(&sources)
    }

    #[test]
    fn caret_under_the_column() {
        assert_eq!(
            render_at("abc\n  def\n", 2, 3),
            "f.mlir:2:3: error: msg\n  def\n  ^\n"
        );
        // One past the end of the line: the caret follows it.
        assert_eq!(
            render_at("abc\n  def\n", 2, 6),
            "f.mlir:2:6: error: msg\n  def\n     ^\n"
        );
        // The empty line after the final newline exists.
        assert_eq!(render_at("abc\n", 2, 1), "f.mlir:2:1: error: msg\n\n^\n");
        assert_eq!(
            render_at("abc\n  def\n", 3, 1),
            "f.mlir:3:1: error: msg\n\n^\n"
        );
    }

    #[test]
    fn positions_outside_the_text_print_one_line() {
        for (line, column) in [(4, 1), (2, 7), (0, 1), (1, 0), (9, 9)] {
            assert_eq!(
                render_at("abc\n  def\n", line, column),
                format!("f.mlir:{line}:{column}: error: msg\n")
            );
        }
        // A `\r` before the column ends the line.
        assert_eq!(render_at("ab\r\ncd\n", 1, 4), "f.mlir:1:4: error: msg\n");
        assert_eq!(
            render_at("ab\r\ncd\n", 1, 3),
            "f.mlir:1:3: error: msg\nab\n  ^\n"
        );
    }

    /// Tabs expand to the next multiple of 8 in both lines (mlir-opt 22:
    /// `\t"func.return"` with the caret at column 2, and `  \t "x"` with the
    /// caret on the `"`).
    #[test]
    fn tabs_expand() {
        assert_eq!(
            render_at("\t\"x\"\n", 1, 2),
            "f.mlir:1:2: error: msg\n        \"x\"\n        ^\n"
        );
        assert_eq!(
            render_at("  \t \"x\"\n", 1, 5),
            "f.mlir:1:5: error: msg\n         \"x\"\n         ^\n"
        );
        // A caret on the tab itself fills its width.
        assert_eq!(
            render_at("a\tb\n", 1, 2),
            "f.mlir:1:2: error: msg\na       b\n ^^^^^^^\n"
        );
    }

    #[test]
    fn non_ascii_lines_have_no_caret() {
        assert_eq!(
            render_at("x // é\n", 1, 1),
            "f.mlir:1:1: error: msg\nx // é\n"
        );
    }

    #[test]
    fn unknown_files_and_locations() {
        let sources = SourceManager::new();
        assert_eq!(
            Diagnostic::file_error("g.mlir", 1, 1, "msg").render(&sources),
            "g.mlir:1:1: error: msg\n"
        );
        let mut ctx = Context::new();
        let unknown = ctx.unknown_loc();
        let name = ctx.name_loc("foo");
        assert_eq!(
            Diagnostic::at(&ctx, Severity::Error, unknown, "m").render(&sources),
            "<unknown>:0: error: m\n"
        );
        assert_eq!(
            Diagnostic::at(&ctx, Severity::Error, name, "m").render(&sources),
            "<unknown>:0: error: loc(\"foo\"): m\n"
        );
    }

    /// A call site is shown at its callee (or, without a file position
    /// there, the caller), then `called from` at the outer caller; a note
    /// at another location shows its source line, one at the same does
    /// not (mlir-opt 22).
    #[test]
    fn call_sites_and_notes() {
        let src = "line one\nline two\n";
        let sources = SourceManager::with_buffer("f.mlir", src);
        let mut ctx = Context::new();
        let callee = ctx.file_loc("f.mlir", 1, 6);
        let caller = ctx.file_loc("f.mlir", 2, 1);
        let site = ctx.intern_loc(LocData::CallSite { callee, caller });
        let mut d = Diagnostic::at(&ctx, Severity::Error, site, "bad");
        d.note(&ctx, site, "see");
        d.note(&ctx, site, "again");
        assert_eq!(
            d.render(&sources),
            "f.mlir:1:6: error: bad\nline one\n     ^\n\
             f.mlir:2:1: note: called from\nline two\n^\n\
             f.mlir:1:6: note: see\nline one\n     ^\n\
             f.mlir:1:6: note: again\n"
        );
        let foo = ctx.name_loc("foo");
        let site = ctx.intern_loc(LocData::CallSite {
            callee: foo,
            caller,
        });
        let d = Diagnostic::at(&ctx, Severity::Error, site, "bad");
        assert_eq!(
            d.render(&sources),
            "f.mlir:2:1: error: bad\nline two\n^\nf.mlir:2:1: note: called from\nline two\n^\n"
        );
    }
}
