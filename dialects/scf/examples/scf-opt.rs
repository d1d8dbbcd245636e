//! `scf-opt`: `mlir-opt --canonicalize` for the `scf` dialect with
//! `arith` and `func`, with drr.
//!
//! Reads a generic-form MLIR file of `scf`, `arith` and `func` ops (and
//! ops of dialects that are not registered, which are kept as they are)
//! and prints exactly what
//! `mlir-opt-22 --canonicalize --mlir-print-op-generic --mlir-print-local-scope FILE`
//! prints (with `--mlir-print-debuginfo`, what mlir-opt prints with that
//! flag too). The pass is the runtime's canonicalizer
//! ([`drr::rewrite::Canonicalizer`]) over the patterns of every registered
//! op: scf's (`drr-scf`), arith's (`drr-arith`) and the stand-in
//! `tensor.cast`'s (see `drr_scf::tensor`).
//!
//! Usage: `cargo run --release -p drr-scf --example scf-opt -- [FLAGS] FILE`
//! (`-` reads standard input).
//!
//! Flags (those of the `arith-opt` example of `drr-arith`):
//! - `--canonicalize` or `--canonicalize=OPTIONS`, where OPTIONS are the
//!   pass's, space-separated: `top-down=BOOL`, `region-simplify=disabled|normal|aggressive`,
//!   `max-iterations=N` (negative: no limit), `max-num-rewrites=N`,
//!   `test-convergence=BOOL`, `disable-patterns=A,B`, `enable-patterns=A,B`
//!   (drr's pattern names: MLIR's without `(anonymous namespace)::`; MLIR's
//!   `RemoveStaticCondition` and `SimplifyTrivialLoops` are each several
//!   DRR patterns, see `drr_scf::patterns`);
//! - `--pass-pipeline=builtin.module(canonicalize)` or
//!   `--pass-pipeline=builtin.module(func.func(canonicalize))` (the pass on
//!   each function; options in braces: `canonicalize{max-iterations=3}`);
//! - `--mlir-print-debuginfo`: print locations;
//! - `--mlir-print-op-generic`, `--mlir-print-local-scope`,
//!   `--allow-unregistered-dialect`: accepted (the output is always
//!   generic and local-scope; ops of dialects that are not registered are
//!   always accepted);
//! - `--timing`: a `--mlir-timing`-like report on stderr (parse, pass,
//!   print).
//!
//! Without a pass the input is parsed, verified and printed. Exit status:
//! 0 on success; 1 on unreadable input, a parse or verification error
//! (`FILE:LINE:COL: error: …`), or non-convergence with
//! `test-convergence=true`; 2 on bad usage.

use std::io::{Read, Write};
use std::process::ExitCode;
use std::time::{Duration, Instant};

use drr::diagnostic::{Diagnostic, Severity, SourceManager};
use drr::rewrite::{Canonicalizer, CanonicalizerOptions, RegionSimplification};
use drr::text::{PrintOptions, parse_module, write_op_to};
use drr::{Context, OpId};

const USAGE: &str = "usage: scf-opt [--canonicalize[=OPTIONS] | --pass-pipeline=PIPELINE] [--mlir-print-debuginfo] [--allow-unregistered-dialect] [--timing] FILE\n       (FILE `-` reads standard input)";

/// Where the pass runs.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Nesting {
    /// On the module.
    Module,
    /// On each `func.func` of the module.
    Func,
}

/// The command line.
struct Args {
    pass: Option<(Nesting, CanonicalizerOptions, bool)>,
    debug_info: bool,
    timing: bool,
    file: String,
}

fn main() -> ExitCode {
    let args = match parse_args(std::env::args().skip(1)) {
        Ok(Some(args)) => args,
        Ok(None) => {
            println!("{USAGE}");
            return ExitCode::SUCCESS;
        }
        Err(msg) => {
            eprintln!("scf-opt: {msg}\n{USAGE}");
            return ExitCode::from(2);
        }
    };
    let text = if args.file == "-" {
        let mut s = String::new();
        if let Err(e) = std::io::stdin().read_to_string(&mut s) {
            eprintln!("scf-opt: cannot read standard input: {e}");
            return ExitCode::FAILURE;
        }
        s
    } else {
        match std::fs::read_to_string(&args.file) {
            Ok(t) => t,
            Err(e) => {
                eprintln!("scf-opt: cannot read {}: {e}", args.file);
                return ExitCode::FAILURE;
            }
        }
    };
    let name = if args.file == "-" {
        "<stdin>"
    } else {
        &args.file
    };
    match run(&args, &text, name) {
        Ok(()) => ExitCode::SUCCESS,
        Err(msg) => {
            eprint!("{msg}");
            ExitCode::FAILURE
        }
    }
}

fn run(args: &Args, text: &str, name: &str) -> Result<(), String> {
    let mut timing = [Duration::ZERO; 3];
    let start = Instant::now();
    let mut ctx = Context::new();
    drr_scf::register(&mut ctx);
    let sources = SourceManager::with_buffer(name, text).load_files(true);
    let module = parse_module(&mut ctx, text, name)
        .map_err(|e| Diagnostic::from_parse_error(&e, name).render(&sources))?;
    verify(&ctx, module, &sources, args.debug_info)?;
    timing[0] = start.elapsed();

    let start = Instant::now();
    if let Some((nesting, options, test_convergence)) = &args.pass {
        let canonicalizer = Canonicalizer::new(&mut ctx, options);
        let targets: Vec<OpId> = match nesting {
            Nesting::Module => vec![module],
            Nesting::Func => functions(&ctx, module),
        };
        for target in targets {
            let result = canonicalizer
                .run(&mut ctx, target)
                .map_err(|e| format!("{name}: error: the greedy driver failed: {e}\n"))?;
            if *test_convergence && !result.converged {
                let loc = ctx.op(target).loc();
                let d = Diagnostic::at(
                    &ctx,
                    Severity::Error,
                    loc,
                    "Canonicalizer failed to converge",
                );
                return Err(d.render(&sources));
            }
        }
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

/// Reads the command line; `Ok(None)` for `--help`.
fn parse_args(args: impl Iterator<Item = String>) -> Result<Option<Args>, String> {
    let mut out = Args {
        pass: None,
        debug_info: false,
        timing: false,
        file: String::new(),
    };
    let mut file = None;
    for arg in args {
        match arg.as_str() {
            "-h" | "--help" => return Ok(None),
            "--mlir-print-debuginfo" => out.debug_info = true,
            "--mlir-print-op-generic"
            | "--mlir-print-local-scope"
            | "--allow-unregistered-dialect" => {}
            "--timing" | "--mlir-timing" => out.timing = true,
            "--canonicalize" => {
                out.pass = Some((Nesting::Module, CanonicalizerOptions::default(), false))
            }
            a if a.starts_with("--canonicalize=") => {
                let (o, t) = pass_options(&a["--canonicalize=".len()..])?;
                out.pass = Some((Nesting::Module, o, t));
            }
            a if a.starts_with("--pass-pipeline=") => {
                out.pass = Some(pipeline(&a["--pass-pipeline=".len()..])?);
            }
            a if a.starts_with('-') && a != "-" => return Err(format!("unknown flag `{a}`")),
            _ if file.is_none() => file = Some(arg),
            _ => return Err("more than one input file".into()),
        }
    }
    out.file = file.ok_or("no input file")?;
    Ok(Some(out))
}

/// `builtin.module(canonicalize{…})` or
/// `builtin.module(func.func(canonicalize{…}))`.
fn pipeline(text: &str) -> Result<(Nesting, CanonicalizerOptions, bool), String> {
    let t: String = text
        .trim()
        .trim_matches(|c| c == '\'' || c == '"')
        .to_string();
    let inner = t
        .strip_prefix("builtin.module(")
        .and_then(|s| s.strip_suffix(')'))
        .ok_or_else(|| format!("unsupported pass pipeline `{text}`"))?;
    let (nesting, pass) = match inner
        .strip_prefix("func.func(")
        .and_then(|s| s.strip_suffix(')'))
    {
        Some(p) => (Nesting::Func, p),
        None => (Nesting::Module, inner),
    };
    let options = match pass.strip_prefix("canonicalize") {
        Some("") => "",
        Some(rest) => rest
            .strip_prefix('{')
            .and_then(|s| s.strip_suffix('}'))
            .ok_or_else(|| format!("unsupported pass pipeline `{text}`"))?,
        None => return Err(format!("unsupported pass `{pass}` (only `canonicalize`)")),
    };
    let (o, t) = pass_options(options)?;
    Ok((nesting, o, t))
}

/// The canonicalizer's options, as mlir-opt reads them.
fn pass_options(text: &str) -> Result<(CanonicalizerOptions, bool), String> {
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
    Ok((o, test_convergence))
}

/// Verifies `module`, rendering every error as mlir-opt does (the
/// runtime's diagnostics: the location, the message, the source line with
/// a caret — from the input, or from the file the location names — and the
/// `see current operation:` note).
fn verify(
    ctx: &Context,
    module: OpId,
    sources: &SourceManager,
    debug_info: bool,
) -> Result<(), String> {
    match drr::verifier::verify(ctx, module) {
        Ok(()) => Ok(()),
        Err(errors) => Err(errors
            .iter()
            .map(|e| e.render_with(ctx, sources, PrintOptions { debug_info }))
            .collect()),
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
