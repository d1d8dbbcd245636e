//! Scaling benchmark of the IR and driver paths that used to be quadratic:
//! time per item should stay flat as the item count grows.
//!
//! Usage:
//! - `bench-scaling --generate merge|unreachable N OUT` writes a generic
//!   form module to OUT (unregistered ops; mlir-opt needs
//!   `--allow-unregistered-dialect`):
//!   - `merge`: one function whose entry block branches to N identical
//!     blocks (each computes a value from the function argument, uses it
//!     and branches to a common exit): the greedy driver's block merging
//!     folds them into one (mlir-opt: `--canonicalize` with
//!     `region-simplify=aggressive`);
//!   - `unreachable`: one function with N blocks that nothing branches
//!     to: erased as unreachable by the driver's region simplification
//!     (mlir-opt: `--canonicalize`).
//! - `bench-scaling drive FILE`: parses FILE, runs the greedy driver with
//!   no patterns and aggressive region simplification on the module (the
//!   timed phase), prints the time and what is left.
//! - `bench-scaling erase-block N`: builds one block of N operations, each
//!   using the previous one's result (so every use is inside the block),
//!   and times `Context::erase_block` on it.
//! - `bench-scaling runaway N`: a function of N operations and a pattern
//!   that adds an operation each time it applies and requeues what it
//!   built (it never stops), under the driver's defaults: prints where
//!   the driver stopped (the growth limit), the operations at the start
//!   and at the stop, the time and the peak resident memory.
//!
//! Each timed line reads `<case> <N> items: <seconds> s (<ns> ns per item)`.
//! The side-by-side run with mlir-opt is `scripts/bench-scaling.py`.

use std::fmt::Write as _;
use std::process::ExitCode;
use std::time::Instant;

use drr::rewrite::{FrozenPatternSet, GreedyConfig, RewritePatternSet, apply_patterns_greedily};
use drr::text::parse_module;
use drr::{Context, OpId, OperationState, Value};

/// N identical blocks between an entry block that branches to all of them
/// and a common exit.
fn generate_merge(n: usize) -> String {
    let mut s = String::with_capacity(n * 160 + 512);
    s.push_str("\"builtin.module\"() ({\n");
    s.push_str(
        "  \"func.func\"() <{function_type = (i32) -> (), sym_name = \"merge\"}> ({\n  ^bb0(%arg0: i32):\n",
    );
    s.push_str("    \"t.switch\"(%arg0)[");
    for i in 1..=n {
        if i > 1 {
            s.push_str(", ");
        }
        let _ = write!(s, "^bb{i}");
    }
    s.push_str("] : (i32) -> ()\n");
    let exit = n + 1;
    for i in 1..=n {
        let _ = writeln!(s, "  ^bb{i}:");
        let _ = writeln!(s, "    %v{i} = \"t.work\"(%arg0) : (i32) -> i32");
        let _ = writeln!(s, "    \"t.use\"(%v{i}) : (i32) -> ()");
        let _ = writeln!(s, "    \"t.br\"()[^bb{exit}] : () -> ()");
    }
    let _ = writeln!(s, "  ^bb{exit}:");
    s.push_str("    \"func.return\"() : () -> ()\n");
    s.push_str("  }) : () -> ()\n}) : () -> ()\n");
    s
}

/// An entry block that returns, followed by N blocks nothing branches to
/// (each branching to the next, the last to itself).
fn generate_unreachable(n: usize) -> String {
    let mut s = String::with_capacity(n * 160 + 512);
    s.push_str("\"builtin.module\"() ({\n");
    s.push_str(
        "  \"func.func\"() <{function_type = (i32) -> (), sym_name = \"unreachable\"}> ({\n  ^bb0(%arg0: i32):\n",
    );
    s.push_str("    \"func.return\"() : () -> ()\n");
    for i in 1..=n {
        let next = if i == n { n } else { i + 1 };
        let _ = writeln!(s, "  ^bb{i}:");
        let _ = writeln!(s, "    %v{i} = \"t.work\"(%arg0) : (i32) -> i32");
        let _ = writeln!(s, "    \"t.use\"(%v{i}) : (i32) -> ()");
        let _ = writeln!(s, "    \"t.br\"()[^bb{next}] : () -> ()");
    }
    s.push_str("  }) : () -> ()\n}) : () -> ()\n");
    s
}

/// Number of blocks and operations under `op` (itself included).
fn count(ctx: &Context, op: OpId) -> (usize, usize) {
    let (mut blocks, mut ops) = (0, 0);
    let mut stack = vec![op];
    while let Some(op) = stack.pop() {
        ops += 1;
        for &r in ctx.op(op).regions() {
            for &b in ctx.region(r).blocks() {
                blocks += 1;
                stack.extend(ctx.block_ops(b));
            }
        }
    }
    (blocks, ops)
}

fn report(case: &str, n: usize, seconds: f64) {
    println!(
        "{case} {n} items: {seconds:.6} s ({:.0} ns per item)",
        seconds * 1e9 / n.max(1) as f64
    );
}

/// The timed driver run (its own function, for profilers).
#[inline(never)]
fn drive_phase(ctx: &mut Context, module: OpId) -> drr::rewrite::GreedyResult {
    let patterns = FrozenPatternSet::new(ctx, RewritePatternSet::new());
    apply_patterns_greedily(ctx, module, &patterns, &GreedyConfig::default())
        .expect("the module is live")
}

fn drive(file: &str) -> Result<(), String> {
    let source = std::fs::read_to_string(file).map_err(|e| format!("cannot read {file}: {e}"))?;
    let mut ctx = Context::new();
    let module = parse_module(&mut ctx, &source, file).map_err(|e| e.render(file))?;
    let (blocks, _) = count(&ctx, module);
    let start = Instant::now();
    let result = std::hint::black_box(drive_phase(&mut ctx, module));
    let seconds = start.elapsed().as_secs_f64();
    let (left, ops) = count(&ctx, module);
    println!(
        "blocks {blocks} -> {left}, ops left {ops}, iterations {}, converged {}",
        result.iterations, result.converged
    );
    report("drive", blocks, seconds);
    Ok(())
}

/// Builds a block of `n` operations, each using the previous result, and
/// times its erasure.
fn erase_block(n: usize) -> Result<(), String> {
    let mut ctx = Context::new();
    let i32t = ctx.int_type(32);
    let loc = ctx.unknown_loc();
    let name = ctx.op_name("t.work");
    let block = ctx.create_block(&[(i32t, loc)]);
    let mut last = ctx.block(block).args()[0];
    for _ in 0..n {
        let mut state = OperationState::new(name, loc);
        state.operands.push(last);
        state.result_types.push(i32t);
        let op = ctx.create_op(state).map_err(|e| e.to_string())?;
        ctx.append_op(block, op).map_err(|e| e.to_string())?;
        last = ctx.op(op).result(0);
    }
    let start = Instant::now();
    ctx.erase_block(block).map_err(|e| e.to_string())?;
    let seconds = start.elapsed().as_secs_f64();
    if ctx.num_ops() != 0 {
        return Err(format!("{} operations left", ctx.num_ops()));
    }
    report("erase-block", n, seconds);
    Ok(())
}

/// The runaway case (see the module docs).
fn runaway(n: usize) -> Result<(), String> {
    let mut src = String::from(
        "\"builtin.module\"() ({\n  \"func.func\"() <{function_type = (i32) -> (), sym_name = \"f\"}> ({\n  ^bb0(%arg0: i32):\n",
    );
    for i in 0..n {
        let _ = writeln!(src, "    %{i} = \"t.a\"(%arg0) : (i32) -> i32");
    }
    src.push_str("    \"func.return\"() : () -> ()\n  }) : () -> ()\n}) : () -> ()\n");
    let mut ctx = Context::new();
    let module = parse_module(&mut ctx, &src, "runaway.mlir").map_err(|e| e.render("runaway"))?;
    let start_ops = ctx.num_ops();
    let mut set = RewritePatternSet::new();
    set.add_fn("t.a", 1, "grow", |op, rw| {
        let data = rw.op(op);
        let loc = data.loc();
        let operands: Vec<Value> = data.operands().collect();
        let ty = rw.value_type(data.result(0));
        let (leaf, a) = (rw.ctx_mut().op_name("t.leaf"), rw.ctx_mut().op_name("t.a"));
        rw.create(OperationState::new(leaf, loc))?;
        let mut state = OperationState::new(a, loc);
        state.operands.extend(operands);
        state.result_types.push(ty);
        let new = rw.create(state)?;
        let result = rw.op(new).result(0);
        rw.replace_op(op, &[result])?;
        Ok(())
    });
    let patterns = FrozenPatternSet::new(&mut ctx, set);
    let start = Instant::now();
    let result = apply_patterns_greedily(&mut ctx, module, &patterns, &GreedyConfig::default())
        .map_err(|e| e.to_string())?;
    let seconds = start.elapsed().as_secs_f64();
    let peak = std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("VmHWM:"))
                .map(|l| l.trim_start_matches("VmHWM:").trim().to_string())
        })
        .unwrap_or_else(|| "?".to_string());
    match &result.stop {
        Some(stop) => println!("{stop}"),
        None => println!("converged"),
    }
    println!(
        "runaway {n} ops: {start_ops} -> {} operations, {} rewrites, {seconds:.3} s, peak RSS {peak}",
        ctx.num_ops(),
        result.num_rewrites
    );
    Ok(())
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let usage = "usage: bench-scaling --generate merge|unreachable N OUT\n       \
                 bench-scaling drive FILE\n       bench-scaling erase-block N\n       \
                 bench-scaling runaway N";
    let parse_n = |n: &str| n.parse::<usize>().map_err(|_| usage.to_string());
    let result = match args.as_slice() {
        [flag, kind, n, out] if flag == "--generate" => parse_n(n).and_then(|n| {
            let text = match kind.as_str() {
                "merge" => generate_merge(n),
                "unreachable" => generate_unreachable(n),
                _ => return Err(usage.to_string()),
            };
            std::fs::write(out, text).map_err(|e| format!("cannot write {out}: {e}"))
        }),
        [cmd, file] if cmd == "drive" => drive(file),
        [cmd, n] if cmd == "erase-block" => parse_n(n).and_then(erase_block),
        [cmd, n] if cmd == "runaway" => parse_n(n).and_then(runaway),
        _ => Err(usage.to_string()),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("bench-scaling: {e}");
            ExitCode::FAILURE
        }
    }
}
