//! An `mlir-opt`-like command line for canonicalization: what a dialect
//! crate's `X-opt` example needs to print exactly what
//! `mlir-opt-22 --canonicalize --mlir-print-op-generic --mlir-print-local-scope FILE`
//! prints for its ops ([`canonicalize_main`]), and a project's own passes
//! of rewrite patterns next to it ([`opt_main`] with [`PatternPass`]es).
//!
//! The tool reads a generic-form file (`-`: standard input), registers the
//! dialects with the caller's function, parses and verifies the module,
//! runs the passes the command line names, in its order (the
//! canonicalizer, [`Canonicalizer`], and the tool's own), verifying after
//! each, and prints the module. Flags:
//!
//! - `--NAME` for each [`PatternPass`] the tool was given: its patterns,
//!   applied to the module by the greedy driver with MLIR's default
//!   configuration (a C++ pass whose `runOnOperation` calls
//!   `applyPatternsGreedily(getOperation(), std::move(patterns))`);
//! - `--canonicalize` or `--canonicalize=OPTIONS`, where OPTIONS are the
//!   pass's, space-separated: `top-down=BOOL`,
//!   `region-simplify=disabled|normal|aggressive`, `max-iterations=N`
//!   (negative: no limit), `max-num-rewrites=N`, `test-convergence=BOOL`,
//!   `disable-patterns=A,B`, `enable-patterns=A,B` (patterns' debug names:
//!   for ports of MLIR's patterns, MLIR's, such as
//!   `(anonymous namespace)::CmpIExtSI`; values and list elements quoted or
//!   in braces as mlir-opt reads them:
//!   `enable-patterns={'(anonymous namespace)::CmpIExtSI',SelectToExtUI}`);
//! - `--cse`: common subexpression elimination on the module, MLIR's `cse`
//!   pass ([`eliminate_common_subexpressions`]);
//! - `--pass-pipeline=builtin.module(P,…)`, each P `canonicalize`,
//!   `cse` or `func.func(Q,…)` (the passes Q, each `canonicalize` or `cse`,
//!   on each function); canonicalizer options in braces:
//!   `canonicalize{max-iterations=3}`; as in mlir-opt, not together with
//!   the individual pass flags;
//! - `--mlir-print-debuginfo`: print locations;
//! - `--mlir-print-op-generic`, `--mlir-print-local-scope`: accepted (the
//!   output is always generic and local-scope);
//! - `--allow-unregistered-dialect`: accept operations, types and
//!   attributes of any dialect. Without it, those of a dialect that
//!   mlir-opt-22 does not register ([`MLIR_OPT_DIALECTS`]) are parse
//!   errors with mlir-opt's message; those of a dialect mlir-opt registers
//!   but the tool does not are accepted as unknown ones (mlir-opt would
//!   parse and verify them with their dialect);
//! - `--split-input-file`: cut the file at `// -----` markers and run each
//!   chunk on its own, as mlir-opt does ([`split_input_file`]: near misses
//!   such as `// ----` are warnings; lines and columns are the file's; a
//!   chunk that fails prints only its diagnostics, the others still print;
//!   the outputs are separated by `// -----` lines; the run fails if a
//!   chunk does);
//! - `--verify-diagnostics` (or `=all`), `--verify-diagnostics=only-expected`:
//!   check the diagnostics against the file's `expected-*` comments instead
//!   of printing them, as mlir-opt-22 does ([`crate::diagnostic_verifier`]:
//!   parse errors, verifier errors and their notes, without the `see
//!   current operation` note, and `test-convergence` failures are checked;
//!   the chunks' outputs print as without the flag; malformed expectations
//!   are reported first, unexpected diagnostics and near misses as they
//!   come, expectations never produced at the end; the run fails if a
//!   check does, whether or not chunks failed). The warnings of patterns
//!   that broke [`RewritePattern`](crate::RewritePattern)'s rules are drr's
//!   own, printed and not checked. Without the flag, as mlir-opt-22, the
//!   expectations are still read: malformed ones and all of them as not
//!   produced are reported, without changing the exit status;
//! - `-o FILE` (or `-o=FILE`): write the output to FILE, removed again if
//!   the run fails (as mlir-opt's output file); `-`: standard output;
//! - `--timing` / `--mlir-timing`: a `--mlir-timing`-like report on stderr
//!   (`Parser`, `Canonicalizer`, `CSE` and each pattern pass by name,
//!   `Output`);
//! - `--threads=N`: with the pass on each function, rewrite the functions
//!   on N threads ([`apply_patterns_greedily_per_op`]; the output is the
//!   same for every N; ignored on the module pass and with
//!   `test-convergence`); `--mlir-disable-threading`: one thread (the
//!   default).
//!
//! [`apply_patterns_greedily_per_op`]: crate::rewrite::apply_patterns_greedily_per_op
//! [`eliminate_common_subexpressions`]: crate::rewrite::eliminate_common_subexpressions
//! [`split_input_file`]: crate::text::split_input_file
//!
//! Without a pass the input is parsed, verified and printed. Exit status:
//! 0 on success; 1 on unreadable input, a parse or verification error
//! (rendered as mlir-opt renders it: `FILE:LINE:COL: error: …`, the source
//! line with a caret, the `see current operation` note), or
//! non-convergence with `test-convergence=true`; 2 on bad usage. A
//! pattern that broke [`RewritePattern`](crate::RewritePattern)'s rules
//! ([`GreedyResult::pattern_errors`](crate::rewrite::GreedyResult::pattern_errors))
//! is a warning on stderr, ``FILE: warning: pattern `P` on 'op': …``, which
//! changes neither the output nor the exit status.

use std::io::Write;
use std::process::ExitCode;
use std::time::{Duration, Instant};

use crate::diagnostic::{Diagnostic, DiagnosticLocation, Severity, SourceManager};
use crate::diagnostic_verifier::{DiagnosticVerifier, VerifyLevel};
use crate::rewrite::{
    Canonicalizer, CanonicalizerOptions, GreedyConfig, RegionSimplification, RewritePatternSet,
};
use crate::text::{
    PrintOptions, SourceFile, parse_module_chunk, parse_module_file, split_input_file, write_op_to,
};
use crate::{Context, OpId};

/// Runs the tool named `tool` (in messages) on the process's command line,
/// with the dialects `register` registers (see the module docs): `--canonicalize`
/// and no other pass; [`opt_main`] with no passes.
///
/// ```no_run
/// fn main() -> std::process::ExitCode {
///     drr_runtime::opt_tool::canonicalize_main("my-opt", |ctx| {
///         // Register the dialects here, e.g. `MyDialect::register(ctx)`.
///         let _ = ctx;
///     })
/// }
/// ```
pub fn canonicalize_main(tool: &str, register: impl Fn(&mut Context)) -> ExitCode {
    opt_main(tool, register, &[])
}

/// A pass of the tool's own, run by the flag `--NAME`: a set of rewrite
/// patterns (hand-written [`RewritePattern`](crate::RewritePattern)s, DRR
/// patterns, a dialect's `populate_with_generated`) that the greedy driver
/// applies to the module with MLIR's default configuration
/// ([`GreedyConfig::default`]: folding, bottom-up, at most 10 iterations),
/// as a C++ pass whose `runOnOperation` is
/// `applyPatternsGreedily(getOperation(), std::move(patterns))`. As there,
/// not converging is not an error.
#[derive(Clone, Copy, Debug)]
pub struct PatternPass {
    /// The flag's name (`mul-to-add` is `--mul-to-add`): ODS's
    /// `Pass<"mul-to-add">` argument.
    pub name: &'static str,
    /// One line for `--help` (the `Pass` record's `summary`).
    pub summary: &'static str,
    /// Adds the pass's patterns to the set (`runOnOperation`'s
    /// `patterns.add<…>(…)` calls).
    pub populate: fn(&mut RewritePatternSet),
}

/// Runs the tool named `tool` on the process's command line, with the
/// dialects `register` registers and `passes` as flags next to
/// `--canonicalize` (see the module docs): a C++ project's `X-opt` with its
/// passes registered.
///
/// ```no_run
/// use drr_runtime::opt_tool::{PatternPass, opt_main};
/// use drr_runtime::rewrite::RewritePatternSet;
///
/// fn populate_mul_to_add(set: &mut RewritePatternSet) {
///     // set.add(PowerOfTwoExpand); set.add(PeelFromMul);
///     let _ = set;
/// }
///
/// fn main() -> std::process::ExitCode {
///     let passes = [PatternPass {
///         name: "mul-to-add",
///         summary: "Convert multiplications to repeated additions",
///         populate: populate_mul_to_add,
///     }];
///     opt_main("tutorial-opt", |ctx| { let _ = ctx; }, &passes)
/// }
/// ```
pub fn opt_main(tool: &str, register: impl Fn(&mut Context), passes: &[PatternPass]) -> ExitCode {
    if std::env::var_os("DRR_NO_EAGER_RELEASE").is_none() {
        crate::allocator::release_large_blocks_eagerly();
    }
    let code = run_opt(
        tool,
        std::env::args().skip(1),
        register,
        passes,
        &mut std::io::stdout().lock(),
        &mut std::io::stderr().lock(),
    );
    ExitCode::from(code)
}

/// [`opt_main`] on the command line `args` (without the program name),
/// writing what the tool prints to `out` and `err` instead of the process's
/// standard output and error; returns the exit status (0 success, 1
/// failure, 2 bad usage). With `-o FILE`, the output goes to FILE, which
/// is removed if the run fails (as mlir-opt's output file).
pub fn run_opt(
    tool: &str,
    args: impl IntoIterator<Item = String>,
    register: impl Fn(&mut Context),
    passes: &[PatternPass],
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> u8 {
    let mut usage = format!(
        "usage: {tool} [--canonicalize[=OPTIONS] | --cse | --pass-pipeline=PIPELINE{}] [--mlir-print-debuginfo] [--allow-unregistered-dialect] [--split-input-file] [--verify-diagnostics[=only-expected]] [--timing] [--threads=N] [-o OUT] FILE\n       (FILE `-` reads standard input)",
        passes
            .iter()
            .map(|p| format!(" | --{}", p.name))
            .collect::<String>()
    );
    for p in passes {
        usage.push_str(&format!("\n  --{}: {}", p.name, p.summary));
    }
    // What cannot be written to `err` is lost, as with `eprint!`.
    let mut report = |text: &str| {
        let _ = err.write_all(text.as_bytes());
        let _ = err.flush();
    };
    let args = match parse_args(args.into_iter(), passes) {
        Ok(Some(args)) => args,
        Ok(None) => {
            let _ = writeln!(out, "{usage}");
            return 0;
        }
        Err(msg) => {
            report(&format!("{tool}: {msg}\n{usage}\n"));
            return 2;
        }
    };
    let source = if args.file == "-" {
        SourceFile::read_from(std::io::stdin().lock()).map_err(|e| (e, "standard input"))
    } else {
        SourceFile::open(std::path::Path::new(&args.file)).map_err(|e| (e, args.file.as_str()))
    };
    let source = match source {
        Ok(source) => source,
        Err((e, what)) => {
            report(&format!("{tool}: cannot read {what}: {e}\n"));
            return 1;
        }
    };
    let name = if args.file == "-" {
        "<stdin>"
    } else {
        &args.file
    };
    let result = match args.output.as_deref() {
        None | Some("-") => run(&args, &source, name, register, passes, &mut { out }),
        Some(path) => {
            let file = match std::fs::File::create(path) {
                Ok(file) => file,
                Err(e) => {
                    report(&format!("{tool}: cannot write {path}: {e}\n"));
                    return 1;
                }
            };
            let mut file = std::io::BufWriter::new(file);
            let result = run(&args, &source, name, register, passes, &mut file);
            drop(file);
            // As mlir-opt's output file: kept only if the run succeeds.
            if result.is_err() {
                let _ = std::fs::remove_file(path);
            }
            result
        }
    };
    match result {
        Ok(warnings) => {
            report(&warnings);
            0
        }
        Err(msg) => {
            report(&msg);
            1
        }
    }
}

/// Where the pass runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PassNesting {
    /// On the module (`--canonicalize`).
    Module,
    /// On each `func.func` of the module
    /// (`builtin.module(func.func(canonicalize))`).
    Function,
}

/// A canonicalizer pass as the command line gives it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CanonicalizePass {
    /// Where it runs.
    pub nesting: PassNesting,
    /// The pass's options.
    pub options: CanonicalizerOptions,
    /// `test-convergence`: failing to converge is an error.
    pub test_convergence: bool,
}

impl CanonicalizePass {
    /// `--pass-pipeline`'s text: `builtin.module(canonicalize{…})` or
    /// `builtin.module(func.func(canonicalize{…}))` (quotes around it
    /// allowed).
    pub fn from_pipeline(text: &str) -> Result<CanonicalizePass, String> {
        match pipeline_steps(text)?.as_slice() {
            [Step::Canonicalize(pass)] => Ok(pass.clone()),
            _ => Err(format!(
                "unsupported pass pipeline `{text}` (one `canonicalize` pass)"
            )),
        }
    }

    /// The pass on the module with `--canonicalize=`'s options, as
    /// mlir-opt reads them (space-separated `key=value`; see the module
    /// docs).
    pub fn from_options(text: &str) -> Result<CanonicalizePass, String> {
        let mut o = CanonicalizerOptions::default();
        let mut test_convergence = false;
        let boolean = |v: &str| match v {
            "true" | "1" => Ok(true),
            "false" | "0" => Ok(false),
            _ => Err(format!("invalid boolean `{v}`")),
        };
        let list = |v: &str| -> Vec<String> {
            if v.is_empty() {
                return Vec::new();
            }
            split_top_level(v, ',', LIST_BRACKETS)
                .into_iter()
                .map(|e| unwrap_option_value(e).to_string())
                .collect()
        };
        for opt in split_top_level(text, ' ', OPTION_BRACKETS) {
            let opt = opt.trim();
            if opt.is_empty() {
                continue;
            }
            let (k, v) = opt.split_once('=').unwrap_or((opt, "true"));
            let v = unwrap_option_value(v);
            match k {
                "top-down" => o.top_down = boolean(v)?,
                "region-simplify" => {
                    o.region_simplification = match v {
                        "disabled" => RegionSimplification::Disabled,
                        "normal" => RegionSimplification::Normal,
                        "aggressive" => RegionSimplification::Aggressive,
                        _ => return Err(format!("invalid region-simplify `{v}`")),
                    }
                }
                "max-iterations" => {
                    let n: i64 = v
                        .parse()
                        .map_err(|_| format!("invalid max-iterations `{v}`"))?;
                    o.max_iterations = u32::try_from(n).ok();
                }
                "max-num-rewrites" => {
                    let n: i64 = v
                        .parse()
                        .map_err(|_| format!("invalid max-num-rewrites `{v}`"))?;
                    o.max_num_rewrites = u64::try_from(n).ok();
                }
                "test-convergence" => test_convergence = boolean(v)?,
                "disable-patterns" => o.disabled_patterns = list(v),
                "enable-patterns" => o.enabled_patterns = list(v),
                _ => return Err(format!("unknown canonicalize option `{k}`")),
            }
        }
        Ok(CanonicalizePass {
            nesting: PassNesting::Module,
            options: o,
            test_convergence,
        })
    }
}

/// `text` split at `sep` where it is not inside quotes (`'…'`, `"…"`) or
/// the `brackets`, as MLIR's pass-option parser splits options at spaces
/// (outside quotes and braces: [`OPTION_BRACKETS`]) and lists at commas
/// (outside quotes, braces, parentheses and square brackets:
/// [`LIST_BRACKETS`]), so that `enable-patterns={(anonymous namespace)::A,'B'}`
/// is one option of two elements. Empty pieces are kept (`x,` is two
/// elements, the second empty).
/// See [`split_top_level`].
const OPTION_BRACKETS: &[(char, char)] = &[('{', '}')];

/// See [`split_top_level`].
const LIST_BRACKETS: &[(char, char)] = &[('{', '}'), ('(', ')'), ('[', ']')];

fn split_top_level<'a>(text: &'a str, sep: char, brackets: &[(char, char)]) -> Vec<&'a str> {
    let mut pieces = Vec::new();
    let mut closers: Vec<char> = Vec::new();
    let mut quote: Option<char> = None;
    let mut start = 0;
    for (i, c) in text.char_indices() {
        if let Some(q) = quote {
            if c == q {
                quote = None;
            }
            continue;
        }
        match c {
            '\'' | '"' => quote = Some(c),
            c if closers.last() == Some(&c) => {
                closers.pop();
            }
            c if brackets.iter().any(|&(open, _)| open == c) => {
                let close = brackets
                    .iter()
                    .find(|&&(open, _)| open == c)
                    .map(|&(_, close)| close);
                closers.extend(close);
            }
            c if closers.is_empty() && c == sep => {
                pieces.push(&text[start..i]);
                start = i + c.len_utf8();
            }
            _ => {}
        }
    }
    pieces.push(&text[start..]);
    pieces
}

/// An option value or list element as MLIR's pass-option parser reads it:
/// trimmed, and one pair of enclosing quotes or braces removed (then
/// trimmed again).
fn unwrap_option_value(text: &str) -> &str {
    let t = text.trim();
    for (open, close) in [('\'', '\''), ('"', '"'), ('{', '}')] {
        if t.len() >= 2 && t.starts_with(open) && t.ends_with(close) {
            return t[1..t.len() - 1].trim();
        }
    }
    t
}

/// The passes of `--pass-pipeline`'s text, in order: `builtin.module(…)`
/// holding `canonicalize` (options in braces), `cse`, and `func.func(…)`
/// holding those two (quotes around the whole allowed). A nested list runs
/// each pass on every function before the next pass, which gives what
/// mlir-opt's per-function interleaving gives: the passes only look inside
/// the function they run on.
fn pipeline_steps(text: &str) -> Result<Vec<Step>, String> {
    let t = text.trim().trim_matches(|c| c == '\'' || c == '"');
    let inner = t
        .strip_prefix("builtin.module(")
        .and_then(|s| s.strip_suffix(')'))
        .ok_or_else(|| format!("unsupported pass pipeline `{text}`"))?;
    let mut steps = Vec::new();
    for item in split_top_level(inner, ',', LIST_BRACKETS) {
        let item = item.trim();
        if let Some(nested) = item
            .strip_prefix("func.func(")
            .and_then(|s| s.strip_suffix(')'))
        {
            for pass in split_top_level(nested, ',', LIST_BRACKETS) {
                steps.push(pipeline_pass(pass.trim(), PassNesting::Function, text)?);
            }
        } else {
            steps.push(pipeline_pass(item, PassNesting::Module, text)?);
        }
    }
    if steps.is_empty() {
        return Err(format!("unsupported pass pipeline `{text}`"));
    }
    Ok(steps)
}

/// One pass of a pipeline (see [`pipeline_steps`]).
fn pipeline_pass(pass: &str, nesting: PassNesting, text: &str) -> Result<Step, String> {
    if pass == "cse" {
        return Ok(Step::Cse(nesting));
    }
    let options = match pass.strip_prefix("canonicalize") {
        Some("") => "",
        Some(rest) => rest
            .strip_prefix('{')
            .and_then(|s| s.strip_suffix('}'))
            .ok_or_else(|| format!("unsupported pass pipeline `{text}`"))?,
        None => {
            return Err(format!(
                "unsupported pass `{pass}` (only `canonicalize` and `cse`)"
            ));
        }
    };
    let mut c = CanonicalizePass::from_options(options)?;
    c.nesting = nesting;
    Ok(Step::Canonicalize(c))
}

/// A pass of the command line.
#[derive(Debug, PartialEq)]
enum Step {
    /// The canonicalizer.
    Canonicalize(CanonicalizePass),
    /// Common subexpression elimination (`--cse`).
    Cse(PassNesting),
    /// The tool's pattern pass of this index.
    Patterns(usize),
}

/// The command line.
#[derive(Debug)]
struct Args {
    /// The passes, in command-line order.
    steps: Vec<Step>,
    debug_info: bool,
    timing: bool,
    threads: Option<usize>,
    allow_unregistered: bool,
    /// `--split-input-file`.
    split_input: bool,
    /// `--verify-diagnostics[=LEVEL]`.
    verify_diagnostics: Option<VerifyLevel>,
    /// `-o FILE` (`None`: standard output).
    output: Option<String>,
    file: String,
}

/// The dialects mlir-opt-22 registers (`mlir-opt-22 --show-dialects`):
/// without `--allow-unregistered-dialect`, objects of any other dialect
/// are parse errors, as there; those of these dialects that the tool does
/// not register parse as unknown ones.
pub const MLIR_OPT_DIALECTS: &[&str] = &[
    "acc",
    "affine",
    "amdgpu",
    "amx",
    "arith",
    "arm_neon",
    "arm_sme",
    "arm_sve",
    "async",
    "bufferization",
    "builtin",
    "cf",
    "complex",
    "dlti",
    "emitc",
    "func",
    "gpu",
    "index",
    "irdl",
    "linalg",
    "llvm",
    "math",
    "memref",
    "ml_program",
    "mpi",
    "nvgpu",
    "nvvm",
    "omp",
    "pdl",
    "pdl_interp",
    "ptr",
    "quant",
    "rocdl",
    "scf",
    "shape",
    "shard",
    "smt",
    "sparse_tensor",
    "spirv",
    "tensor",
    "test",
    "test_dyn",
    "test_irdl_to_cpp",
    "tosa",
    "transform",
    "ub",
    "vector",
    "wasmssa",
    "x86vector",
    "xegpu",
    "xevm",
];

/// True if the dialect `name` is loaded, for what depends on it: registered
/// with `ctx`, or one of those mlir-opt loads ([`MLIR_OPT_DIALECTS`]), whose
/// ops, types and attributes mlir-opt parses with the dialect's own code.
pub(crate) fn dialect_loaded(ctx: &Context, name: &str) -> bool {
    ctx.dialect(name).is_some() || MLIR_OPT_DIALECTS.contains(&name)
}

/// Reads the command line; `Ok(None)` for `--help`.
fn parse_args(
    args: impl Iterator<Item = String>,
    passes: &[PatternPass],
) -> Result<Option<Args>, String> {
    let mut out = Args {
        steps: Vec::new(),
        debug_info: false,
        timing: false,
        threads: None,
        allow_unregistered: false,
        split_input: false,
        verify_diagnostics: None,
        output: None,
        file: String::new(),
    };
    let mut file = None;
    let mut pipeline = false;
    let mut pipeline_len = 0;
    let mut args = args;
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--split-input-file" => out.split_input = true,
            "--verify-diagnostics" | "--verify-diagnostics=" | "--verify-diagnostics=all" => {
                out.verify_diagnostics = Some(VerifyLevel::All)
            }
            "--verify-diagnostics=only-expected" => {
                out.verify_diagnostics = Some(VerifyLevel::OnlyExpected)
            }
            a if a.starts_with("--verify-diagnostics=") => {
                return Err(format!(
                    "invalid `{a}` (`--verify-diagnostics`, `=all` or `=only-expected`)"
                ));
            }
            "-o" => out.output = Some(args.next().ok_or("`-o` needs a file name")?),
            a if a.starts_with("-o=") => out.output = Some(a["-o=".len()..].to_string()),
            "-h" | "--help" => return Ok(None),
            "--mlir-print-debuginfo" => out.debug_info = true,
            "--mlir-print-op-generic" | "--mlir-print-local-scope" => {}
            "--allow-unregistered-dialect" => out.allow_unregistered = true,
            "--timing" | "--mlir-timing" => out.timing = true,
            "--mlir-disable-threading" => out.threads = None,
            a if a.starts_with("--threads=") => match a["--threads=".len()..].parse::<usize>() {
                Ok(n) if n > 0 => out.threads = Some(n),
                _ => return Err(format!("invalid `{a}` (a positive number of threads)")),
            },
            "--cse" => out.steps.push(Step::Cse(PassNesting::Module)),
            "--canonicalize" => out
                .steps
                .push(Step::Canonicalize(CanonicalizePass::from_options("")?)),
            a if a.starts_with("--canonicalize=") => {
                out.steps
                    .push(Step::Canonicalize(CanonicalizePass::from_options(
                        &a["--canonicalize=".len()..],
                    )?));
            }
            a if a.starts_with("--pass-pipeline=") => {
                if pipeline {
                    return Err("`--pass-pipeline` given twice".into());
                }
                pipeline = true;
                let steps = pipeline_steps(&a["--pass-pipeline=".len()..])?;
                pipeline_len = steps.len();
                out.steps.extend(steps);
            }
            a if a.starts_with("--")
                && let Some(i) = passes.iter().position(|p| p.name == &a[2..]) =>
            {
                out.steps.push(Step::Patterns(i));
            }
            a if a.starts_with('-') && a != "-" => return Err(format!("unknown flag `{a}`")),
            _ if file.is_none() => file = Some(arg),
            _ => return Err("more than one input file".into()),
        }
    }
    if pipeline && out.steps.len() > pipeline_len {
        // mlir-opt's rule: a pipeline is the whole pipeline.
        return Err("`--pass-pipeline` can't be used with individual pass options".into());
    }
    out.file = file.ok_or("no input file")?;
    Ok(Some(out))
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
/// the greedy driver's failures, write errors) is text printed as it is.
struct Reporter<'a> {
    name: &'a str,
    sources: LazySources<'a>,
    /// The file's expectations: read in any case (mlir-opt 22 reads them
    /// and reports those not produced even without `--verify-diagnostics`).
    verifier: DiagnosticVerifier,
    /// `--verify-diagnostics`: diagnostics are checked, not printed.
    checking: bool,
    /// What is printed on standard error, in order.
    messages: String,
    /// The `--timing` reports, printed before `messages` (as the tool
    /// printed them while it ran, and the messages at the end).
    timing: String,
    /// A failure that is not a diagnostic (fails the run in any mode).
    hard_failure: bool,
}

impl Reporter<'_> {
    /// One entry of a diagnostic: printed (by the caller, which renders
    /// the whole diagnostic) or checked.
    fn check(&mut self, severity: Severity, location: DiagnosticLocation, message: &str) {
        let sources = &self.sources;
        let text = self.verifier.process(severity, &location, message, |m| {
            Diagnostic::from_location(Severity::Error, location.clone(), m).render(sources.get())
        });
        self.messages.push_str(&text);
    }

    /// The diagnostics of a parse error.
    fn parse_error(&mut self, error: &crate::text::ParseError) {
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

    /// A verifier failure: without `--verify-diagnostics`, with the
    /// `see current operation` note (printed with `debug_info`); with it,
    /// without (mlir-opt turns `printOpOnDiagnostic` off in that mode).
    fn verify_error(
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
    fn ir_error(&mut self, ctx: &Context, loc: crate::Location, message: &str) {
        if !self.checking {
            let text =
                Diagnostic::at(ctx, Severity::Error, loc, message).render(self.sources.get());
            self.messages.push_str(&text);
            return;
        }
        let location = DiagnosticLocation::resolve(ctx, loc);
        self.check(Severity::Error, location, message);
    }

    /// Text that is not a diagnostic and fails the run.
    fn failure(&mut self, text: &str) {
        self.messages.push_str(text);
        self.hard_failure = true;
    }
}

/// Runs the tool on the file (see [`run_module`]); with
/// `--split-input-file`, on each chunk in turn, their outputs separated by
/// `// -----` lines, as mlir-opt does: a chunk that fails prints nothing,
/// the others are still printed, and the run fails (`Err` holds every
/// chunk's diagnostics and warnings, in order). With
/// `--verify-diagnostics`, the diagnostics are checked instead of printed
/// (see [`crate::diagnostic_verifier`]): the expectations are read first
/// (malformed ones reported), the chunks run as without it, and the
/// expectations never matched are reported last; the run fails if a check
/// did, not because a chunk failed.
fn run(
    args: &Args,
    source: &SourceFile,
    name: &str,
    register: impl Fn(&mut Context),
    passes: &[PatternPass],
    out: &mut impl Write,
) -> Result<String, String> {
    let level = args.verify_diagnostics.unwrap_or(VerifyLevel::All);
    let (verifier, messages) = DiagnosticVerifier::new(name, source.bytes(), level);
    let mut reporter = Reporter {
        name,
        sources: LazySources {
            name,
            bytes: source.bytes(),
            manager: std::cell::OnceCell::new(),
        },
        verifier,
        checking: args.verify_diagnostics.is_some(),
        messages,
        timing: String::new(),
        hard_failure: false,
    };
    let mut failed = false;
    if !args.split_input {
        let parse = |ctx: &mut Context| parse_module_file(ctx, source, name);
        failed = !run_module(args, parse, &register, passes, &mut reporter, out);
    } else {
        let text = match std::str::from_utf8(source.bytes()) {
            Ok(text) => text,
            Err(e) => {
                let error = crate::text::parser::non_utf8_error(source.bytes(), &e);
                reporter.parse_error(&error);
                return finish(reporter, true);
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
                return finish(reporter, true);
            }
            let parse = |ctx: &mut Context| parse_module_chunk(ctx, text, chunk, name);
            if !run_module(args, parse, &register, passes, &mut reporter, out) {
                failed = true;
            }
        }
    }
    if let Err(e) = out.flush() {
        reporter.failure(&format!("error: cannot write the output: {e}\n"));
    }
    finish(reporter, failed)
}

/// The end of a run: with `--verify-diagnostics`, the expectations never
/// matched are reported and the checks decide; otherwise whether a chunk
/// `failed`.
fn finish(mut reporter: Reporter<'_>, failed: bool) -> Result<String, String> {
    let text = reporter.verifier.finish(reporter.checking);
    reporter.messages.push_str(&text);
    let failed = if reporter.checking {
        !reporter.verifier.ok()
    } else {
        failed
    };
    let mut text = reporter.timing;
    text.push_str(&reporter.messages);
    if failed || reporter.hard_failure {
        Err(text)
    } else {
        Ok(text)
    }
}

/// Parses (with `parse`), verifies, runs each pass and verifies after it,
/// and prints; true on success. Diagnostics go to `reporter`, with the
/// warnings of patterns that broke the rules of
/// [`RewritePattern`](crate::RewritePattern)
/// ([`GreedyResult::pattern_errors`](crate::rewrite::GreedyResult::pattern_errors)),
/// which are printed as they are (mlir-opt has no such warning: they are
/// not checked by `--verify-diagnostics`).
fn run_module(
    args: &Args,
    parse: impl FnOnce(&mut Context) -> Result<OpId, crate::text::ParseError>,
    register: &impl Fn(&mut Context),
    passes: &[PatternPass],
    reporter: &mut Reporter<'_>,
    out: &mut impl Write,
) -> bool {
    let name = reporter.name;
    let mut timing: Vec<(&str, Duration)> = Vec::new();
    let start = Instant::now();
    let mut ctx = Context::new();
    register(&mut ctx);
    if !args.allow_unregistered {
        ctx.reject_unregistered_dialects(MLIR_OPT_DIALECTS);
    }
    let module = match parse(&mut ctx) {
        Ok(module) => module,
        Err(e) => {
            reporter.parse_error(&e);
            return false;
        }
    };
    if !verify(&ctx, module, reporter, args.debug_info) {
        return false;
    }
    timing.push(("Parser", start.elapsed()));

    for step in &args.steps {
        let start = Instant::now();
        let label = match step {
            Step::Canonicalize(pass) => {
                if !canonicalize(&mut ctx, module, pass, args.threads, reporter) {
                    return false;
                }
                "Canonicalizer"
            }
            Step::Cse(nesting) => {
                let targets = match nesting {
                    PassNesting::Module => vec![module],
                    PassNesting::Function => functions(&ctx, module),
                };
                for target in targets {
                    if let Err(e) =
                        crate::rewrite::eliminate_common_subexpressions(&mut ctx, target)
                    {
                        reporter.failure(&format!("{name}: error: cse failed: {e}\n"));
                        return false;
                    }
                }
                "CSE"
            }
            Step::Patterns(i) => {
                let pass = &passes[*i];
                let mut set = RewritePatternSet::new();
                (pass.populate)(&mut set);
                let frozen = set.freeze(&mut ctx);
                let result = crate::rewrite::apply_patterns_greedily(
                    &mut ctx,
                    module,
                    &frozen,
                    &GreedyConfig::default(),
                );
                match result {
                    Ok(result) => warn_pattern_errors(&mut reporter.messages, name, &result),
                    Err(e) => {
                        reporter
                            .failure(&format!("{name}: error: the greedy driver failed: {e}\n"));
                        return false;
                    }
                }
                pass.name
            }
        };
        // Printing or another pass follows, not another run of this one.
        ctx.release_driver_tables();
        if !verify(&ctx, module, reporter, args.debug_info) {
            return false;
        }
        timing.push((label, start.elapsed()));
    }

    let start = Instant::now();
    let written = write_op_to(
        &ctx,
        module,
        PrintOptions {
            debug_info: args.debug_info,
        },
        &mut *out,
    )
    .and_then(|()| out.flush());
    if let Err(e) = written {
        reporter.failure(&format!("error: cannot write the output: {e}\n"));
        return false;
    }
    timing.push(("Output", start.elapsed()));
    if args.timing {
        reporter.timing.push_str(&report(&timing));
    }
    true
}

/// Appends a warning per pattern error of `result` (MLIR asserts on them
/// in builds with expensive pattern checks; the output is what the
/// patterns left).
fn warn_pattern_errors(warnings: &mut String, name: &str, result: &crate::rewrite::GreedyResult) {
    for e in &result.pattern_errors {
        warnings.push_str(&format!(
            "{name}: warning: pattern `{}` on '{}': {}\n",
            e.pattern, e.op_name, e.error
        ));
    }
}

/// Runs the canonicalizer pass on `module` (or its functions); false
/// after a failure (reported to `reporter`).
fn canonicalize(
    ctx: &mut Context,
    module: OpId,
    pass: &CanonicalizePass,
    threads: Option<usize>,
    reporter: &mut Reporter<'_>,
) -> bool {
    let name = reporter.name;
    let canonicalizer = Canonicalizer::new(ctx, &pass.options);
    let targets: Vec<OpId> = match pass.nesting {
        PassNesting::Module => vec![module],
        PassNesting::Function => functions(ctx, module),
    };
    let driver_failed = |reporter: &mut Reporter<'_>, e| {
        reporter.failure(&format!("{name}: error: the greedy driver failed: {e}\n"));
        false
    };
    // `test-convergence` names the function that failed: run in turn.
    if let Some(n) = threads.filter(|_| !pass.test_convergence) {
        // Per function on `n` threads; the output is the same.
        let result = crate::rewrite::apply_patterns_greedily_per_op(
            ctx,
            &targets,
            canonicalizer.patterns(),
            canonicalizer.config(),
            n,
        );
        return match result {
            Ok(result) => {
                warn_pattern_errors(&mut reporter.messages, name, &result);
                true
            }
            Err(e) => driver_failed(reporter, e),
        };
    }
    for target in targets {
        let result = match canonicalizer.run(ctx, target) {
            Ok(result) => result,
            Err(e) => return driver_failed(reporter, e),
        };
        warn_pattern_errors(&mut reporter.messages, name, &result);
        if pass.test_convergence && !result.converged {
            let loc = ctx.op(target).loc();
            reporter.ir_error(ctx, loc, "Canonicalizer failed to converge");
            return false;
        }
    }
    true
}

/// The `func.func` ops at the top of `module`.
fn functions(ctx: &Context, module: OpId) -> Vec<OpId> {
    let mut out = Vec::new();
    for &r in ctx.op(module).regions() {
        for &b in ctx.region(r).blocks() {
            for op in ctx.block_ops(b) {
                if ctx.op_name_str(ctx.op(op).name()) == "func.func" {
                    out.push(op);
                }
            }
        }
    }
    out
}

/// Verifies `module`, reporting the errors mlir-opt-22 reports
/// ([`reported_by_mlir_opt`](crate::verifier::reported_by_mlir_opt): the
/// first of a walk, one per failing function of a module); false if it
/// fails.
fn verify(ctx: &Context, module: OpId, reporter: &mut Reporter<'_>, debug_info: bool) -> bool {
    match crate::verifier::verify(ctx, module) {
        Ok(()) => true,
        Err(errors) => {
            for e in crate::verifier::reported_by_mlir_opt(ctx, module, &errors) {
                reporter.verify_error(ctx, e, debug_info);
            }
            false
        }
    }
}

/// The `--mlir-timing`-like report.
fn report(t: &[(&str, Duration)]) -> String {
    let total: Duration = t.iter().map(|(_, d)| *d).sum();
    let secs = total.as_secs_f64();
    let pct = |d: Duration| {
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
    for (n, d) in t {
        s.push_str(&format!(
            "  {:>8.4} ({:>5.1}%)  {n}\n",
            d.as_secs_f64(),
            pct(*d)
        ));
    }
    s.push_str(&format!("  {secs:>8.4} ({:>5.1}%)  Total\n", 100.0));
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rewrite::{MatchResult, PatternRewriter, PatternRoot};

    /// Erases every `t.dead` (an unregistered op, which nothing else
    /// erases).
    struct EraseDead;
    impl crate::RewritePattern for EraseDead {
        fn root(&self) -> PatternRoot<'_> {
            PatternRoot::Name("t.dead")
        }
        fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> MatchResult {
            rw.erase_op(op)?;
            Ok(())
        }
    }

    /// Tries to erase every `t.used`, whose result is used: the
    /// rewriter refuses, and the pattern passes the error on.
    struct EraseUsed;
    impl crate::RewritePattern for EraseUsed {
        fn root(&self) -> PatternRoot<'_> {
            PatternRoot::Name("t.used")
        }
        fn debug_name(&self) -> &str {
            "EraseUsed"
        }
        fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> MatchResult {
            rw.erase_op(op)?;
            Ok(())
        }
    }

    const PASSES: &[PatternPass] = &[
        PatternPass {
            name: "erase-dead",
            summary: "Erase t.dead",
            populate: |set| {
                set.add(EraseDead);
            },
        },
        PatternPass {
            name: "erase-used",
            summary: "Erase t.used",
            populate: |set| {
                set.add(EraseUsed);
            },
        },
    ];

    fn args(list: &[&str]) -> Result<Option<Args>, String> {
        parse_args(list.iter().map(|s| s.to_string()), PASSES)
    }

    /// The tool's output on `src` with the command line `list` (the file
    /// name last).
    /// Its warnings last.
    fn tool_output(list: &[&str], src: &str) -> Result<String, String> {
        let a = args(list)?.expect("not --help");
        let source = SourceFile::from_bytes(src.as_bytes().to_vec());
        let mut out = Vec::new();
        let warnings = run(&a, &source, "in.mlir", |_| {}, PASSES, &mut out)?;
        Ok(String::from_utf8(out).expect("utf-8") + &warnings)
    }

    /// Options split at spaces outside quotes and braces, lists at commas
    /// outside quotes and brackets; one pair of quotes or braces around a
    /// value or element dropped; empty elements kept (mlir-opt-22 reads
    /// `enable-patterns=x,` as `x` and the empty name).
    #[test]
    fn pattern_lists_read_as_mlir_opt_reads_them() {
        let p = CanonicalizePass::from_options(
            "enable-patterns={'(anonymous namespace)::A', \"B,C\",D(x, y),} max-iterations='3' \
             disable-patterns=x,",
        )
        .unwrap();
        assert_eq!(
            p.options.enabled_patterns,
            ["(anonymous namespace)::A", "B,C", "D(x, y)", ""]
        );
        assert_eq!(p.options.disabled_patterns, ["x", ""]);
        assert_eq!(p.options.max_iterations, Some(3));
        let p = CanonicalizePass::from_options("enable-patterns= disable-patterns={}").unwrap();
        assert!(p.options.enabled_patterns.is_empty() && p.options.disabled_patterns.is_empty());
        // Parentheses group list elements, not options (as in mlir-opt).
        assert_eq!(
            CanonicalizePass::from_options("enable-patterns=(anonymous namespace)::A").unwrap_err(),
            "unknown canonicalize option `namespace)::A`"
        );
    }

    #[test]
    fn pattern_passes_run_in_command_line_order() {
        let a = args(&["--erase-dead", "--canonicalize", "--erase-dead", "f.mlir"])
            .unwrap()
            .unwrap();
        let canonicalize = Step::Canonicalize(CanonicalizePass::from_options("").unwrap());
        assert_eq!(
            a.steps,
            [Step::Patterns(0), canonicalize, Step::Patterns(0)]
        );
        assert_eq!(
            args(&["--erase-live", "f.mlir"]).unwrap_err(),
            "unknown flag `--erase-live`"
        );
        assert_eq!(
            args(&[
                "--pass-pipeline=builtin.module(canonicalize)",
                "--erase-dead",
                "f.mlir"
            ])
            .unwrap_err(),
            "`--pass-pipeline` can't be used with individual pass options"
        );

        let src = r#""builtin.module"() ({
  "t.dead"() : () -> ()
  "t.live"() : () -> ()
}) : () -> ()
"#;
        let kept = tool_output(
            &["--allow-unregistered-dialect", "--canonicalize", "-"],
            src,
        );
        assert!(kept.unwrap().contains("t.dead"));
        let erased =
            tool_output(&["--allow-unregistered-dialect", "--erase-dead", "-"], src).unwrap();
        assert_eq!(
            erased,
            "\"builtin.module\"() ({\n  \"t.live\"() : () -> ()\n}) : () -> ()\n"
        );
    }

    #[test]
    fn pattern_errors_are_warnings() {
        let src = r#""builtin.module"() ({
  %0 = "t.used"() : () -> i32
  "t.sink"(%0) : (i32) -> ()
}) : () -> ()
"#;
        let out = tool_output(&["--allow-unregistered-dialect", "--erase-used", "-"], src).unwrap();
        assert_eq!(
            out,
            r#""builtin.module"() ({
  %0 = "t.used"() : () -> i32
  "t.sink"(%0) : (i32) -> ()
}) : () -> ()
in.mlir: warning: pattern `EraseUsed` on 't.used': cannot erase 't.used': result #0 still has uses
"#
        );
    }

    #[test]
    fn pipelines_and_options() {
        let p = CanonicalizePass::from_pipeline(
            "'builtin.module(func.func(canonicalize{top-down=false max-iterations=-1 test-convergence=true}))'",
        )
        .expect("a pipeline");
        assert_eq!(p.nesting, PassNesting::Function);
        assert!(!p.options.top_down);
        assert_eq!(p.options.max_iterations, None);
        assert!(p.test_convergence);
        let p = CanonicalizePass::from_pipeline("builtin.module(canonicalize)").expect("module");
        assert_eq!(p.nesting, PassNesting::Module);
        assert_eq!(p.options, CanonicalizerOptions::default());
        let p = CanonicalizePass::from_options(
            "region-simplify=aggressive enable-patterns={A,B} max-num-rewrites=3",
        )
        .expect("options");
        assert_eq!(
            p.options.region_simplification,
            RegionSimplification::Aggressive
        );
        assert_eq!(p.options.enabled_patterns, ["A", "B"]);
        assert_eq!(p.options.max_num_rewrites, Some(3));
        assert_eq!(
            CanonicalizePass::from_pipeline("builtin.module(cse)").unwrap_err(),
            "unsupported pass pipeline `builtin.module(cse)` (one `canonicalize` pass)"
        );
        assert_eq!(
            CanonicalizePass::from_pipeline("builtin.module(inline)").unwrap_err(),
            "unsupported pass `inline` (only `canonicalize` and `cse`)"
        );
        assert_eq!(
            pipeline_steps(
                "builtin.module(canonicalize, func.func(cse,canonicalize{top-down=false}), cse)"
            )
            .unwrap()
            .iter()
            .map(|s| match s {
                Step::Canonicalize(p) =>
                    format!("canonicalize {:?} {}", p.nesting, p.options.top_down),
                Step::Cse(n) => format!("cse {n:?}"),
                Step::Patterns(i) => format!("patterns {i}"),
            })
            .collect::<Vec<_>>(),
            [
                "canonicalize Module true",
                "cse Function",
                "canonicalize Function false",
                "cse Module"
            ]
        );
        assert_eq!(
            CanonicalizePass::from_options("top-down=maybe").unwrap_err(),
            "invalid boolean `maybe`"
        );
        assert_eq!(
            CanonicalizePass::from_options("fold=false").unwrap_err(),
            "unknown canonicalize option `fold`"
        );
    }
}
