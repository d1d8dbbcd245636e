//! What every mlir-opt-like tool of the project shares around its own
//! work on a module: mlir-opt-22's `--split-input-file`,
//! `--verify-diagnostics[=only-expected]` and `-o FILE`, reading the input
//! (a file or `-`, standard input), and reporting diagnostics as mlir-opt
//! renders or checks them. [`run_opt`](super::run_opt) (the dialects'
//! `X-opt` tools), `test-opt` and `mlir-roundtrip` are built on it: a tool
//! reads its own flags, hands the shared ones to [`DriverFlags::take`], and
//! calls [`run_file`] with what it does to one module (parse it from a
//! [`ModuleText`], verify, transform, print), reporting through the
//! [`Reporter`] it is given.
//!
//! - `--split-input-file`: the file is cut at `// -----` markers
//!   ([`split_input_file`]: near misses such as `// ----` are warnings;
//!   lines and columns are the file's); each chunk runs on its own, a chunk
//!   that fails prints only its diagnostics, the others still print, the
//!   outputs are separated by `// -----` lines, and the run fails if a
//!   chunk does;
//! - `--verify-diagnostics` (`=all`), `--verify-diagnostics=only-expected`:
//!   the diagnostics are checked against the file's `expected-*` comments
//!   instead of being printed ([`crate::diagnostic_verifier`]); the run
//!   fails if a check does, whether or not chunks failed. Without the flag
//!   the expectations are still read, as mlir-opt-22 reads them: malformed
//!   ones and all of them as not produced are reported, without changing
//!   the exit status;
//! - `-o FILE` (`-o=FILE`): the output goes to FILE, removed again if the
//!   run fails (as mlir-opt's output file); `-`: standard output.
//!
//! The source text is shared by every diagnostic of the run: it is copied
//! once, when the first diagnostic that quotes a line is rendered.

use std::io::Write;

use crate::diagnostic::{Diagnostic, DiagnosticLocation, Severity, SourceManager};
use crate::diagnostic_verifier::{DiagnosticVerifier, VerifyLevel};
use crate::text::{
    ParseError, PrintOptions, SourceFile, SplitChunk, parse_module_chunk, parse_module_file,
    split_input_file,
};
use crate::{Context, Location, OpId};

/// The flags the tools share (see the module docs).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DriverFlags {
    /// `--split-input-file`.
    pub split_input: bool,
    /// `--verify-diagnostics[=LEVEL]`.
    pub verify_diagnostics: Option<VerifyLevel>,
    /// `-o FILE` (`None` or `-`: standard output).
    pub output: Option<String>,
}

impl DriverFlags {
    /// The flags as a usage line shows them.
    pub const USAGE: &'static str =
        "[--split-input-file] [--verify-diagnostics[=only-expected]] [-o OUT]";

    /// Takes `arg` if it is one of the shared flags (`-o`'s file name is
    /// the next argument of `rest`): `Ok(true)` if it was, `Ok(false)` if
    /// it is not one of them, `Err` with the message of a malformed one.
    pub fn take(
        &mut self,
        arg: &str,
        rest: &mut dyn Iterator<Item = String>,
    ) -> Result<bool, String> {
        match arg {
            "--split-input-file" => self.split_input = true,
            "--verify-diagnostics" | "--verify-diagnostics=" | "--verify-diagnostics=all" => {
                self.verify_diagnostics = Some(VerifyLevel::All)
            }
            "--verify-diagnostics=only-expected" => {
                self.verify_diagnostics = Some(VerifyLevel::OnlyExpected)
            }
            a if a.starts_with("--verify-diagnostics=") => {
                return Err(format!(
                    "invalid `{a}` (`--verify-diagnostics`, `=all` or `=only-expected`)"
                ));
            }
            "-o" => self.output = Some(rest.next().ok_or("`-o` needs a file name")?),
            a if a.starts_with("-o=") => self.output = Some(a["-o=".len()..].to_string()),
            _ => return Ok(false),
        }
        Ok(true)
    }
}

/// Reads a tool's command line `args` (without the program name): the
/// shared flags ([`DriverFlags::take`]), the tool's own (`own` takes an
/// argument and says whether it was one of them, or why it is malformed),
/// `-h`/`--help`, and one input file (`-`: standard input). Returns the
/// shared flags and the file; `Err` with the exit status once the help
/// (`usage`, on `out`: 0) or a usage error (`TOOL: MESSAGE` and `usage`,
/// on `err`: 2) is printed.
pub fn command_line(
    tool: &str,
    usage: &str,
    args: impl IntoIterator<Item = String>,
    out: &mut dyn Write,
    err: &mut dyn Write,
    mut own: impl FnMut(&str) -> Result<bool, String>,
) -> Result<(DriverFlags, String), u8> {
    let mut flags = DriverFlags::default();
    let mut file = None;
    let mut args = args.into_iter();
    let mut read = || -> Result<Option<String>, String> {
        while let Some(arg) = args.next() {
            if flags.take(&arg, &mut args)? || own(&arg)? {
                continue;
            }
            match arg.as_str() {
                "-h" | "--help" => return Ok(None),
                a if a.starts_with('-') && a != "-" => {
                    return Err(format!("unknown flag `{a}`"));
                }
                _ if file.is_none() => file = Some(arg),
                _ => return Err("more than one input file".into()),
            }
        }
        file.take().map(Some).ok_or_else(|| "no input file".into())
    };
    match read() {
        Ok(Some(file)) => Ok((flags, file)),
        Ok(None) => {
            let _ = writeln!(out, "{usage}");
            Err(0)
        }
        Err(message) => {
            let _ = writeln!(err, "{tool}: {message}\n{usage}");
            let _ = err.flush();
            Err(2)
        }
    }
}

/// A `--mlir-timing`-like report of the phases `rows` (name, wall time),
/// laid out as mlir-opt's.
pub fn timing_report(rows: &[(&str, std::time::Duration)]) -> String {
    let total: std::time::Duration = rows.iter().map(|(_, d)| *d).sum();
    let secs = total.as_secs_f64();
    let pct = |d: std::time::Duration| {
        if secs > 0.0 {
            100.0 * d.as_secs_f64() / secs
        } else {
            0.0
        }
    };
    let mut s = String::from(
        "===-------------------------------------------------------------------------===\n                         ... Execution time report ...\n===-------------------------------------------------------------------------===\n",
    );
    s.push_str(&format!(
        "  Total Execution Time: {secs:.4} seconds\n\n  ----Wall Time----  ----Name----\n"
    ));
    for (n, d) in rows {
        s.push_str(&format!(
            "  {:>8.4} ({:>5.1}%)  {n}\n",
            d.as_secs_f64(),
            pct(*d)
        ));
    }
    s.push_str(&format!("  {secs:>8.4} ({:>5.1}%)  Total\n", 100.0));
    s
}

/// The text of one module of the run: the whole file, or a chunk of it
/// with `--split-input-file`.
#[derive(Clone, Copy, Debug)]
pub enum ModuleText<'a> {
    /// The whole file (its pages given back as the parser passes them).
    File(&'a SourceFile),
    /// A chunk of the file's `text`, with the file's lines and columns.
    Chunk {
        /// The whole file's text.
        text: &'a str,
        /// The chunk.
        chunk: &'a SplitChunk,
    },
}

impl ModuleText<'_> {
    /// Parses the module into `ctx`, locations naming the file `name`
    /// ([`parse_module_file`] or [`parse_module_chunk`]).
    pub fn parse(&self, ctx: &mut Context, name: &str) -> Result<OpId, ParseError> {
        match *self {
            ModuleText::File(file) => parse_module_file(ctx, file, name),
            ModuleText::Chunk { text, chunk } => parse_module_chunk(ctx, text, chunk, name),
        }
    }
}

/// The source text for rendering diagnostics: a copy made when the first
/// one is rendered, shared by the chunks of a split file.
struct LazySources<'a> {
    name: &'a str,
    bytes: &'a [u8],
    manager: std::cell::OnceCell<SourceManager>,
}

impl LazySources<'_> {
    fn get(&self) -> &SourceManager {
        self.manager.get_or_init(|| {
            SourceManager::with_buffer(self.name, &String::from_utf8_lossy(self.bytes))
                .load_files(true)
        })
    }
}

/// Where a run's diagnostics go: rendered as mlir-opt prints them, or,
/// with `--verify-diagnostics`, checked against the file's expectations
/// ([`DiagnosticVerifier`]). What is not a diagnostic (pattern warnings,
/// the greedy driver's failures, write errors, reports) is text printed
/// as it is, on standard error at the end of the run.
pub struct Reporter<'a> {
    name: &'a str,
    sources: LazySources<'a>,
    /// The file's expectations: read in any case (mlir-opt 22 reads them
    /// and reports those not produced even without `--verify-diagnostics`).
    verifier: DiagnosticVerifier,
    /// `--verify-diagnostics`: diagnostics are checked, not printed.
    checking: bool,
    /// What is printed on standard error, in order.
    messages: String,
    /// Reports printed before `messages` (see [`Reporter::timing`]).
    timing: String,
    /// A failure that is not a diagnostic (fails the run in any mode).
    hard_failure: bool,
}

impl<'a> Reporter<'a> {
    /// The file's name in messages and locations (`<stdin>` for standard
    /// input).
    pub fn name(&self) -> &'a str {
        self.name
    }

    /// True with `--verify-diagnostics`: diagnostics are checked, not
    /// printed.
    pub fn checking(&self) -> bool {
        self.checking
    }

    /// One entry of a diagnostic, checked against the expectations.
    fn check(&mut self, severity: Severity, location: DiagnosticLocation, message: &str) {
        let sources = &self.sources;
        let text = self.verifier.process(severity, &location, message, |m| {
            Diagnostic::from_location(Severity::Error, location.clone(), m).render(sources.get())
        });
        self.messages.push_str(&text);
    }

    /// The diagnostics of a parse error.
    pub fn parse_error(&mut self, error: &ParseError) {
        if !self.checking {
            let text = Diagnostic::render_parse_error(error, self.name, self.sources.get());
            self.messages.push_str(&text);
            return;
        }
        for d in Diagnostic::all_from_parse_error(error, self.name) {
            for e in d.entries() {
                self.check(e.severity, e.location.clone(), &e.message);
            }
        }
    }

    /// Verifies `module` and reports the errors mlir-opt-22 reports
    /// ([`reported_by_mlir_opt`](crate::verifier::reported_by_mlir_opt):
    /// the first of a walk, one per failing function of a module); false
    /// if it fails. `debug_info`: the `see current operation` note prints
    /// the op with its location.
    pub fn verify(&mut self, ctx: &Context, module: OpId, debug_info: bool) -> bool {
        match crate::verifier::verify(ctx, module) {
            Ok(()) => true,
            Err(errors) => {
                for e in crate::verifier::reported_by_mlir_opt(ctx, module, &errors) {
                    self.verify_error(ctx, e, debug_info);
                }
                false
            }
        }
    }

    /// A verifier failure: without `--verify-diagnostics`, with the
    /// `see current operation` note (printed with `debug_info`); with it,
    /// without (mlir-opt turns `printOpOnDiagnostic` off in that mode).
    pub fn verify_error(
        &mut self,
        ctx: &Context,
        error: &crate::verifier::VerifyError,
        debug_info: bool,
    ) {
        if !self.checking {
            let text = error.render_with(ctx, self.sources.get(), PrintOptions { debug_info });
            self.messages.push_str(&text);
            return;
        }
        let location = DiagnosticLocation::resolve(ctx, error.loc);
        self.check(Severity::Error, location, &error.message);
        for n in &error.notes {
            let location = DiagnosticLocation::resolve(ctx, n.loc);
            self.check(Severity::Note, location, &n.message);
        }
    }

    /// An error at an IR location.
    pub fn ir_error(&mut self, ctx: &Context, loc: Location, message: &str) {
        if !self.checking {
            let text =
                Diagnostic::at(ctx, Severity::Error, loc, message).render(self.sources.get());
            self.messages.push_str(&text);
            return;
        }
        let location = DiagnosticLocation::resolve(ctx, loc);
        self.check(Severity::Error, location, message);
    }

    /// Text that is not a diagnostic and fails the run (in any mode).
    pub fn failure(&mut self, text: &str) {
        self.messages.push_str(text);
        self.hard_failure = true;
    }

    /// Text that is not a diagnostic (a warning, a trace), printed as it
    /// is, in order with the diagnostics, never checked.
    pub fn message(&mut self, text: &str) {
        self.messages.push_str(text);
    }

    /// A report printed before all messages (a `--mlir-timing`-like
    /// report, which the tool printed as it ran, before the diagnostics
    /// gathered to the end).
    pub fn timing(&mut self, text: &str) {
        self.timing.push_str(text);
    }

    /// The end of a run: with `--verify-diagnostics`, the expectations
    /// never matched are reported and the checks decide; otherwise
    /// whether a chunk `failed`. `Ok` or `Err` holds what goes to
    /// standard error.
    fn finish(mut self, failed: bool) -> Result<String, String> {
        let text = self.verifier.finish(self.checking);
        self.messages.push_str(&text);
        let failed = if self.checking {
            !self.verifier.ok()
        } else {
            failed
        };
        let mut text = self.timing;
        text.push_str(&self.messages);
        if failed || self.hard_failure {
            Err(text)
        } else {
            Ok(text)
        }
    }
}

/// What a tool does to one module: parse it from the text, verify,
/// transform and print it to the writer, reporting to the [`Reporter`];
/// true on success.
pub trait RunModule: FnMut(ModuleText<'_>, &mut Reporter<'_>, &mut dyn Write) -> bool {}

impl<F: FnMut(ModuleText<'_>, &mut Reporter<'_>, &mut dyn Write) -> bool> RunModule for F {}

/// Runs the tool named `tool` (in messages) on `file` (`-`: standard
/// input, named `<stdin>` in messages) with the shared `flags`: each
/// module (the file, or each chunk) through `run_module`, the output to
/// `out` or `-o`'s file. What goes to standard error is written to `err`
/// at the end. Returns the exit status: 0 on success, 1 on failure.
pub fn run_file(
    tool: &str,
    file: &str,
    flags: &DriverFlags,
    out: &mut dyn Write,
    err: &mut dyn Write,
    run_module: impl RunModule,
) -> u8 {
    // What cannot be written to `err` is lost, as with `eprint!`.
    let mut report = |text: &str| {
        let _ = err.write_all(text.as_bytes());
        let _ = err.flush();
    };
    let source = if file == "-" {
        SourceFile::read_from(std::io::stdin().lock()).map_err(|e| (e, "standard input"))
    } else {
        SourceFile::open(std::path::Path::new(file)).map_err(|e| (e, file))
    };
    let source = match source {
        Ok(source) => source,
        Err((e, what)) => {
            report(&format!("{tool}: cannot read {what}: {e}\n"));
            return 1;
        }
    };
    let name = if file == "-" { "<stdin>" } else { file };
    let result = match flags.output.as_deref() {
        None | Some("-") => run_source(&source, name, flags, out, run_module),
        Some(path) => {
            let file = match std::fs::File::create(path) {
                Ok(file) => file,
                Err(e) => {
                    report(&format!("{tool}: cannot write {path}: {e}\n"));
                    return 1;
                }
            };
            let mut file = std::io::BufWriter::new(file);
            let result = run_source(&source, name, flags, &mut file, run_module);
            drop(file);
            // As mlir-opt's output file: kept only if the run succeeds.
            if result.is_err() {
                let _ = std::fs::remove_file(path);
            }
            result
        }
    };
    match result {
        Ok(messages) => {
            report(&messages);
            0
        }
        Err(messages) => {
            report(&messages);
            1
        }
    }
}

/// Runs `run_module` on `source` (named `name` in messages and
/// locations) with the shared `flags` but `-o` (the output goes to
/// `out`); with `--split-input-file`, on each chunk in turn, their outputs
/// separated by `// -----` lines: a chunk that fails prints nothing, the
/// others are still printed, and the run fails. With
/// `--verify-diagnostics`, the diagnostics are checked instead of printed:
/// the expectations are read first (malformed ones reported), the chunks
/// run as without it, and the expectations never matched are reported
/// last; the run fails if a check did, not because a chunk failed.
/// `Ok` and `Err` (a failed run) hold what goes to standard error.
pub fn run_source(
    source: &SourceFile,
    name: &str,
    flags: &DriverFlags,
    out: &mut dyn Write,
    mut run_module: impl RunModule,
) -> Result<String, String> {
    let level = flags.verify_diagnostics.unwrap_or(VerifyLevel::All);
    // Reads the text only if it has expectations (see `DiagnosticVerifier::new`).
    let (verifier, messages) = DiagnosticVerifier::new(name, source.bytes(), level);
    let mut reporter = Reporter {
        name,
        sources: LazySources {
            name,
            bytes: source.bytes(),
            manager: std::cell::OnceCell::new(),
        },
        verifier,
        checking: flags.verify_diagnostics.is_some(),
        messages,
        timing: String::new(),
        hard_failure: false,
    };
    let mut failed = false;
    if !flags.split_input {
        failed = !run_module(ModuleText::File(source), &mut reporter, out);
    } else {
        let text = match std::str::from_utf8(source.bytes()) {
            Ok(text) => text,
            Err(e) => {
                let error = crate::text::parser::non_utf8_error(source.bytes(), &e);
                reporter.parse_error(&error);
                return reporter.finish(true);
            }
        };
        let split = split_input_file(text);
        for &(line, column) in &split.near_misses {
            let d =
                Diagnostic::file_warning(name, line, column, "near miss with file split marker");
            reporter
                .messages
                .push_str(&d.render(reporter.sources.get()));
        }
        for (i, chunk) in split.chunks.iter().enumerate() {
            if i > 0
                && let Err(e) = out.write_all(b"// -----\n")
            {
                reporter.failure(&format!("error: cannot write the output: {e}\n"));
                return reporter.finish(true);
            }
            if !run_module(ModuleText::Chunk { text, chunk }, &mut reporter, out) {
                failed = true;
            }
        }
    }
    if let Err(e) = out.flush() {
        reporter.failure(&format!("error: cannot write the output: {e}\n"));
    }
    reporter.finish(failed)
}
