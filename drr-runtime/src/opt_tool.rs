//! An `mlir-opt`-like command line for canonicalization: what a dialect
//! crate's `X-opt` example needs to print exactly what
//! `mlir-opt-22 --canonicalize --mlir-print-op-generic --mlir-print-local-scope FILE`
//! prints for its ops ([`canonicalize_main`]).
//!
//! The tool reads a generic-form file (`-`: standard input), registers the
//! dialects with the caller's function, parses and verifies the module,
//! runs the canonicalizer ([`Canonicalizer`]) as the command line asks,
//! verifies again and prints the module. Flags:
//!
//! - `--canonicalize` or `--canonicalize=OPTIONS`, where OPTIONS are the
//!   pass's, space-separated: `top-down=BOOL`,
//!   `region-simplify=disabled|normal|aggressive`, `max-iterations=N`
//!   (negative: no limit), `max-num-rewrites=N`, `test-convergence=BOOL`,
//!   `disable-patterns=A,B`, `enable-patterns=A,B` (drr's pattern names);
//! - `--pass-pipeline=builtin.module(canonicalize)` or
//!   `--pass-pipeline=builtin.module(func.func(canonicalize))` (the pass on
//!   each function; options in braces: `canonicalize{max-iterations=3}`);
//! - `--mlir-print-debuginfo`: print locations;
//! - `--mlir-print-op-generic`, `--mlir-print-local-scope`: accepted (the
//!   output is always generic and local-scope);
//! - `--allow-unregistered-dialect`: accept operations, types and
//!   attributes of any dialect. Without it, those of a dialect that
//!   mlir-opt-22 does not register ([`MLIR_OPT_DIALECTS`]) are parse
//!   errors with mlir-opt's message; those of a dialect mlir-opt registers
//!   but the tool does not are accepted as unknown ones (mlir-opt would
//!   parse and verify them with their dialect);
//! - `--timing` / `--mlir-timing`: a `--mlir-timing`-like report on stderr
//!   (`Parser`, `Canonicalizer`, `Output`);
//! - `--threads=N`: with the pass on each function, rewrite the functions
//!   on N threads ([`apply_patterns_greedily_per_op`]; the output is the
//!   same for every N; ignored on the module pass and with
//!   `test-convergence`); `--mlir-disable-threading`: one thread (the
//!   default).
//!
//! [`apply_patterns_greedily_per_op`]: crate::rewrite::apply_patterns_greedily_per_op
//!
//! Without a pass the input is parsed, verified and printed. Exit status:
//! 0 on success; 1 on unreadable input, a parse or verification error
//! (rendered as mlir-opt renders it: `FILE:LINE:COL: error: …`, the source
//! line with a caret, the `see current operation` note), or
//! non-convergence with `test-convergence=true`; 2 on bad usage.

use std::io::Write;
use std::process::ExitCode;
use std::time::{Duration, Instant};

use crate::diagnostic::{Diagnostic, Severity, SourceManager};
use crate::rewrite::{Canonicalizer, CanonicalizerOptions, RegionSimplification};
use crate::text::{PrintOptions, SourceFile, parse_module_file, write_op_to};
use crate::{Context, OpId};

/// Runs the tool named `tool` (in messages) on the process's command line,
/// with the dialects `register` registers (see the module docs).
///
/// ```no_run
/// fn main() -> std::process::ExitCode {
///     drr_runtime::opt_tool::canonicalize_main("my-opt", |ctx| {
///         // Register the dialects here, e.g. `MyDialect::register(ctx)`.
///         let _ = ctx;
///     })
/// }
/// ```
pub fn canonicalize_main(tool: &str, register: impl FnOnce(&mut Context)) -> ExitCode {
    let usage = format!(
        "usage: {tool} [--canonicalize[=OPTIONS] | --pass-pipeline=PIPELINE] [--mlir-print-debuginfo] [--allow-unregistered-dialect] [--timing] [--threads=N] FILE\n       (FILE `-` reads standard input)"
    );
    let args = match parse_args(std::env::args().skip(1)) {
        Ok(Some(args)) => args,
        Ok(None) => {
            println!("{usage}");
            return ExitCode::SUCCESS;
        }
        Err(msg) => {
            eprintln!("{tool}: {msg}\n{usage}");
            return ExitCode::from(2);
        }
    };
    crate::allocator::release_large_blocks_eagerly();
    let source = if args.file == "-" {
        SourceFile::read_from(std::io::stdin().lock()).map_err(|e| (e, "standard input"))
    } else {
        SourceFile::open(std::path::Path::new(&args.file)).map_err(|e| (e, args.file.as_str()))
    };
    let source = match source {
        Ok(source) => source,
        Err((e, what)) => {
            eprintln!("{tool}: cannot read {what}: {e}");
            return ExitCode::FAILURE;
        }
    };
    let name = if args.file == "-" {
        "<stdin>"
    } else {
        &args.file
    };
    match run(&args, &source, name, register) {
        Ok(()) => ExitCode::SUCCESS,
        Err(msg) => {
            eprint!("{msg}");
            ExitCode::FAILURE
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
        let t = text.trim().trim_matches(|c| c == '\'' || c == '"');
        let inner = t
            .strip_prefix("builtin.module(")
            .and_then(|s| s.strip_suffix(')'))
            .ok_or_else(|| format!("unsupported pass pipeline `{text}`"))?;
        let (nesting, pass) = match inner
            .strip_prefix("func.func(")
            .and_then(|s| s.strip_suffix(')'))
        {
            Some(p) => (PassNesting::Function, p),
            None => (PassNesting::Module, inner),
        };
        let options = match pass.strip_prefix("canonicalize") {
            Some("") => "",
            Some(rest) => rest
                .strip_prefix('{')
                .and_then(|s| s.strip_suffix('}'))
                .ok_or_else(|| format!("unsupported pass pipeline `{text}`"))?,
            None => return Err(format!("unsupported pass `{pass}` (only `canonicalize`)")),
        };
        let mut pass = CanonicalizePass::from_options(options)?;
        pass.nesting = nesting;
        Ok(pass)
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
            v.trim_matches(|c| c == '{' || c == '}' || c == '"')
                .split(',')
                .map(|s| s.trim().to_string())
                .filter(|s| !s.is_empty())
                .collect()
        };
        for opt in text.split_whitespace() {
            let (k, v) = opt.split_once('=').unwrap_or((opt, "true"));
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

/// The command line.
struct Args {
    pass: Option<CanonicalizePass>,
    debug_info: bool,
    timing: bool,
    threads: Option<usize>,
    allow_unregistered: bool,
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

/// Reads the command line; `Ok(None)` for `--help`.
fn parse_args(args: impl Iterator<Item = String>) -> Result<Option<Args>, String> {
    let mut out = Args {
        pass: None,
        debug_info: false,
        timing: false,
        threads: None,
        allow_unregistered: false,
        file: String::new(),
    };
    let mut file = None;
    for arg in args {
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
            "--canonicalize" => out.pass = Some(CanonicalizePass::from_options("")?),
            a if a.starts_with("--canonicalize=") => {
                out.pass = Some(CanonicalizePass::from_options(
                    &a["--canonicalize=".len()..],
                )?);
            }
            a if a.starts_with("--pass-pipeline=") => {
                out.pass = Some(CanonicalizePass::from_pipeline(
                    &a["--pass-pipeline=".len()..],
                )?);
            }
            a if a.starts_with('-') && a != "-" => return Err(format!("unknown flag `{a}`")),
            _ if file.is_none() => file = Some(arg),
            _ => return Err("more than one input file".into()),
        }
    }
    out.file = file.ok_or("no input file")?;
    Ok(Some(out))
}

/// Parses, verifies, canonicalizes, verifies and prints; `Err` holds the
/// rendered diagnostics.
fn run(
    args: &Args,
    source: &SourceFile,
    name: &str,
    register: impl FnOnce(&mut Context),
) -> Result<(), String> {
    let mut timing = [Duration::ZERO; 3];
    let start = Instant::now();
    let mut ctx = Context::new();
    register(&mut ctx);
    if !args.allow_unregistered {
        ctx.reject_unregistered_dialects(MLIR_OPT_DIALECTS);
    }
    // Only a diagnostic reads the source text: the manager (a copy of the
    // text) is made when one is rendered.
    let sources = || {
        SourceManager::with_buffer(name, &String::from_utf8_lossy(source.bytes())).load_files(true)
    };
    let module = parse_module_file(&mut ctx, source, name)
        .map_err(|e| Diagnostic::from_parse_error(&e, name).render(&sources()))?;
    verify(&ctx, module, &sources, args.debug_info)?;
    timing[0] = start.elapsed();

    let start = Instant::now();
    if let Some(pass) = &args.pass {
        let canonicalizer = Canonicalizer::new(&mut ctx, &pass.options);
        let targets: Vec<OpId> = match pass.nesting {
            PassNesting::Module => vec![module],
            PassNesting::Function => functions(&ctx, module),
        };
        // `test-convergence` names the function that failed: run in turn.
        if let Some(n) = args.threads.filter(|_| !pass.test_convergence) {
            // Per function on `n` threads; the output is the same.
            crate::rewrite::apply_patterns_greedily_per_op(
                &mut ctx,
                &targets,
                canonicalizer.patterns(),
                canonicalizer.config(),
                n,
            )
            .map_err(|e| format!("{name}: error: the greedy driver failed: {e}\n"))?;
        } else {
            for target in targets {
                let result = canonicalizer
                    .run(&mut ctx, target)
                    .map_err(|e| format!("{name}: error: the greedy driver failed: {e}\n"))?;
                if pass.test_convergence && !result.converged {
                    let loc = ctx.op(target).loc();
                    let d = Diagnostic::at(
                        &ctx,
                        Severity::Error,
                        loc,
                        "Canonicalizer failed to converge",
                    );
                    return Err(d.render(&sources()));
                }
            }
        }
        // Printing follows, not another run.
        ctx.release_driver_tables();
        verify(&ctx, module, &sources, args.debug_info)?;
    }
    timing[1] = start.elapsed();

    let start = Instant::now();
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    write_op_to(
        &ctx,
        module,
        PrintOptions {
            debug_info: args.debug_info,
        },
        &mut out,
    )
    .and_then(|()| out.flush())
    .map_err(|e| format!("error: cannot write the output: {e}\n"))?;
    timing[2] = start.elapsed();
    if args.timing {
        eprint!("{}", report(&timing));
    }
    Ok(())
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

/// Verifies `module`, rendering the first error as mlir-opt does (its
/// verifier stops at the first failure of a function; `test-opt` and
/// `mlir-roundtrip` report the first error too).
fn verify(
    ctx: &Context,
    module: OpId,
    sources: &impl Fn() -> SourceManager,
    debug_info: bool,
) -> Result<(), String> {
    match crate::verifier::verify(ctx, module) {
        Ok(()) => Ok(()),
        Err(errors) => Err(errors
            .first()
            .map(|e| e.render_with(ctx, &sources(), PrintOptions { debug_info }))
            .unwrap_or_default()),
    }
}

/// The `--mlir-timing`-like report.
fn report(t: &[Duration; 3]) -> String {
    let total: Duration = t.iter().sum();
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
    for (d, n) in t.iter().zip(["Parser", "Canonicalizer", "Output"]) {
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
            "unsupported pass `cse` (only `canonicalize`)"
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
