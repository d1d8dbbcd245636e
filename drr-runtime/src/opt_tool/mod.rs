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
//! - `--split-input-file`, `--verify-diagnostics`, `-o`: the [`driver`]'s
//!   (shared with the project's other tools):
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

pub mod driver;
pub mod roundtrip;

use std::io::Write;
use std::process::ExitCode;
use std::time::{Duration, Instant};

use crate::rewrite::{
    Canonicalizer, CanonicalizerOptions, GreedyConfig, RegionSimplification, RewritePatternSet,
};
use crate::text::{PrintOptions, write_op_to};
use crate::{Context, OpId};
use driver::{DriverFlags, ModuleText, Reporter};

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
    let args = match parse_args(args.into_iter(), passes) {
        Ok(Some(args)) => args,
        Ok(None) => {
            let _ = writeln!(out, "{usage}");
            return 0;
        }
        Err(msg) => {
            let _ = write!(err, "{tool}: {msg}\n{usage}\n");
            let _ = err.flush();
            return 2;
        }
    };
    let run_module = |text: ModuleText<'_>, reporter: &mut Reporter<'_>, out: &mut dyn Write| {
        run_module(&args, text, &register, passes, reporter, out)
    };
    driver::run_file(tool, &args.file, &args.driver, out, err, run_module)
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
    /// `--split-input-file`, `--verify-diagnostics`, `-o`.
    driver: DriverFlags,
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
        driver: DriverFlags::default(),
        file: String::new(),
    };
    let mut file = None;
    let mut pipeline = false;
    let mut pipeline_len = 0;
    let mut args = args;
    while let Some(arg) = args.next() {
        if out.driver.take(&arg, &mut args)? {
            continue;
        }
        match arg.as_str() {
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

/// Parses (with `parse`), verifies, runs each pass and verifies after it,
/// and prints; true on success. Diagnostics go to `reporter`, with the
/// warnings of patterns that broke the rules of
/// [`RewritePattern`](crate::RewritePattern)
/// ([`GreedyResult::pattern_errors`](crate::rewrite::GreedyResult::pattern_errors)),
/// which are printed as they are (mlir-opt has no such warning: they are
/// not checked by `--verify-diagnostics`).
fn run_module(
    args: &Args,
    text: ModuleText<'_>,
    register: &impl Fn(&mut Context),
    passes: &[PatternPass],
    reporter: &mut Reporter<'_>,
    out: &mut dyn Write,
) -> bool {
    let name = reporter.name();
    let mut timing: Vec<(&str, Duration)> = Vec::new();
    let start = Instant::now();
    let mut ctx = Context::new();
    register(&mut ctx);
    if !args.allow_unregistered {
        ctx.reject_unregistered_dialects(MLIR_OPT_DIALECTS);
    }
    let module = match text.parse(&mut ctx, name) {
        Ok(module) => module,
        Err(e) => {
            reporter.parse_error(&e);
            return false;
        }
    };
    if !reporter.verify(&ctx, module, args.debug_info) {
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
                for target in targets(&ctx, module, *nesting) {
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
                    Ok(result) => warn_pattern_errors(reporter, &result),
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
        if !reporter.verify(&ctx, module, args.debug_info) {
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
        reporter.timing(&driver::timing_report(&timing));
    }
    true
}

/// Appends a warning per pattern error of `result` (MLIR asserts on them
/// in builds with expensive pattern checks; the output is what the
/// patterns left).
fn warn_pattern_errors(reporter: &mut Reporter<'_>, result: &crate::rewrite::GreedyResult) {
    for e in &result.pattern_errors {
        let text = format!(
            "{}: warning: pattern `{}` on '{}': {}\n",
            reporter.name(),
            e.pattern,
            e.op_name,
            e.error
        );
        reporter.message(&text);
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
    let name = reporter.name();
    let canonicalizer = Canonicalizer::new(ctx, &pass.options);
    let targets = targets(ctx, module, pass.nesting);
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
                warn_pattern_errors(reporter, &result);
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
        warn_pattern_errors(reporter, &result);
        if pass.test_convergence && !result.converged {
            let loc = ctx.op(target).loc();
            reporter.ir_error(ctx, loc, "Canonicalizer failed to converge");
            return false;
        }
    }
    true
}

/// What a pass of `nesting` runs on: the module, or the `func.func` ops at
/// its top.
fn targets(ctx: &Context, module: OpId, nesting: PassNesting) -> Vec<OpId> {
    if nesting == PassNesting::Module {
        return vec![module];
    }
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
        let source = crate::text::SourceFile::from_bytes(src.as_bytes().to_vec());
        let mut out = Vec::new();
        let run_module =
            |text: ModuleText<'_>, reporter: &mut Reporter<'_>, out: &mut dyn Write| {
                run_module(&a, text, &|_: &mut Context| {}, PASSES, reporter, out)
            };
        let warnings = driver::run_source(&source, "in.mlir", &a.driver, &mut out, run_module)?;
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
