//! Common subexpression elimination (`--cse`, and `cse` in pass pipelines)
//! against mlir-opt 22: each case of `cse/` (`NAME.mlir`, MLIR's custom
//! syntax, written for this test) names on its first line the flags it
//! tests (`// FLAGS: --cse`). Its generic form (`NAME.generic`), run
//! through scf-opt's command line (`drr::opt_tool::run_opt` with drr-scf
//! registered) with those flags and `--mlir-print-debuginfo`, must print
//! exactly what mlir-opt-22 printed with the same flags (`NAME.expected`,
//! recorded by `scripts/regen-cse.sh`). Each case must also change its
//! input, so that it shows something the pass does.

const DIR: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/cse");

/// scf-opt's output and exit status for `flags` on `file`.
fn run(flags: &[&str], file: &str) -> (String, String, u8) {
    let args = flags
        .iter()
        .map(|f| f.to_string())
        .chain(["--mlir-print-debuginfo".to_string(), file.to_string()]);
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let code = drr::opt_tool::run_opt("scf-opt", args, drr_scf::register, &[], &mut out, &mut err);
    (
        String::from_utf8(out).expect("UTF-8 output"),
        String::from_utf8(err).expect("UTF-8 diagnostics"),
        code,
    )
}

#[test]
fn cse_cases_print_what_mlir_opt_prints() {
    let mut names: Vec<String> = std::fs::read_dir(DIR)
        .expect("the cases' directory")
        .filter_map(|e| {
            let name = e.ok()?.file_name().into_string().ok()?;
            name.strip_suffix(".mlir").map(str::to_string)
        })
        .collect();
    names.sort();
    assert!(names.len() >= 7, "cases: {names:?}");
    for name in &names {
        let source = std::fs::read_to_string(format!("{DIR}/{name}.mlir")).expect("case");
        let flags: Vec<&str> = source
            .lines()
            .next()
            .and_then(|l| l.strip_prefix("// FLAGS:"))
            .unwrap_or_else(|| panic!("{name}: no `// FLAGS:` line"))
            .split_whitespace()
            .collect();
        let generic = format!("{DIR}/{name}.generic");
        let expected = std::fs::read_to_string(format!("{DIR}/{name}.expected")).expect("golden");
        let (out, err, code) = run(&flags, &generic);
        assert_eq!(code, 0, "{name}: {err}");
        assert_eq!(out, expected, "{name}: output differs from mlir-opt-22's");
        let (unchanged, _, _) = run(
            &flags
                .iter()
                .copied()
                .filter(|f| *f == "--allow-unregistered-dialect")
                .collect::<Vec<_>>(),
            &generic,
        );
        assert_ne!(unchanged, expected, "{name}: the flags change nothing");
    }
}

#[test]
fn unknown_pass_in_a_pipeline_is_a_usage_error() {
    let generic = format!("{DIR}/cfg.generic");
    let (_, err, code) = run(
        &["--pass-pipeline=builtin.module(func.func(cse,inline))"],
        &generic,
    );
    assert_eq!(code, 2);
    assert!(
        err.contains("unsupported pass `inline` (only `canonicalize` and `cse`)"),
        "{err}"
    );
    let (_, err, code) = run(&["--pass-pipeline=builtin.module(cse)", "--cse"], &generic);
    assert_eq!(code, 2);
    assert!(
        err.contains("`--pass-pipeline` can't be used with individual pass options"),
        "{err}"
    );
}

/// CSE of `module` in a thread with a 64 KiB stack (the context is
/// borrowed, not moved: it is large for such a stack).
fn cse_on_small_stack(ctx: &mut drr::Context, module: drr::OpId) -> drr::rewrite::CseStatistics {
    std::thread::scope(|scope| {
        std::thread::Builder::new()
            .stack_size(64 << 10)
            .spawn_scoped(scope, || {
                drr::rewrite::eliminate_common_subexpressions(ctx, module).expect("runs")
            })
            .expect("thread")
            .join()
            .expect("no stack overflow")
    })
}

/// CSE walks without recursion: two nests of 240 regions (480 levels of
/// the parser's 512) with duplicates at every level, in a thread with a
/// 64 KiB stack.
#[test]
fn deep_nesting_needs_no_stack() {
    const DEPTH: usize = 240;
    let nest = |tag: &str| {
        let mut nest = String::from("\"t.leaf\"() : () -> ()\n");
        for level in 0..DEPTH {
            nest = format!(
                "%a{tag}{level} = \"arith.addi\"(%x, %x) <{{overflowFlags = #arith.overflow<none>}}> : (i32, i32) -> i32\n\
                 %b{tag}{level} = \"arith.addi\"(%x, %x) <{{overflowFlags = #arith.overflow<none>}}> : (i32, i32) -> i32\n\
                 \"t.use\"(%a{tag}{level}, %b{tag}{level}) : (i32, i32) -> ()\n\
                 \"scf.execute_region\"() ({{\n{nest}\"scf.yield\"() : () -> ()\n}}) : () -> ()\n"
            );
        }
        nest
    };
    let (first, second) = (nest("p"), nest("q"));
    let text = format!(
        "\"builtin.module\"() ({{\n\"func.func\"() <{{function_type = (i32) -> (), sym_name = \"f\"}}> ({{\n\
         ^bb0(%x: i32):\n\"t.keep\"() ({{\n{first}}}) : () -> ()\n\"t.keep\"() ({{\n{second}}}) : () -> ()\n\
         \"func.return\"() : () -> ()\n}}) : () -> ()\n}}) : () -> ()\n"
    );
    let mut ctx = drr::Context::new();
    drr_scf::register(&mut ctx);
    let module = drr::text::parse_module(&mut ctx, &text, "deep.mlir").expect("parses");
    let stats = cse_on_small_stack(&mut ctx, module);
    // In each nest every `arith.addi` but the outermost one is replaced by
    // it (nested regions see the ops of the blocks around them); the two
    // `t.keep` ops are unregistered: their regions are isolated from each
    // other's.
    assert_eq!(stats.num_cse, 2 * (2 * DEPTH - 1));
    assert_eq!(stats.num_dce, 0);
    // The printer recurses by nesting: in a thread of the default size.
    let printed = drr::text::print_op(&ctx, module, drr::text::PrintOptions::default());
    assert_eq!(printed.matches("\"arith.addi\"").count(), 2);
}

/// Comparing two equivalent 240-deep nests of regions needs no recursion
/// either: the second nest is replaced by the first, in a thread with a
/// 64 KiB stack.
#[test]
fn deep_equivalent_regions_compare_without_stack() {
    const DEPTH: usize = 240;
    let nest = |tag: &str| {
        let mut inner = "\"scf.yield\"(%x) : (i32) -> ()\n".to_string();
        for level in 0..DEPTH {
            inner = format!(
                "%{tag}{level} = \"scf.execute_region\"() ({{\n{inner}}}) : () -> i32\n\
                 \"scf.yield\"(%{tag}{level}) : (i32) -> ()\n"
            );
        }
        // The outermost level's value is the nest's result.
        inner.replace(
            &format!("\"scf.yield\"(%{tag}{}) : (i32) -> ()\n", DEPTH - 1),
            "",
        )
    };
    let text = format!(
        "\"builtin.module\"() ({{\n\"func.func\"() <{{function_type = (i32) -> (i32, i32), sym_name = \"f\"}}> ({{\n\
         ^bb0(%x: i32):\n{}{}\"func.return\"(%p{last}, %q{last}) : (i32, i32) -> ()\n}}) : () -> ()\n}}) : () -> ()\n",
        nest("p"),
        nest("q"),
        last = DEPTH - 1
    );
    let mut ctx = drr::Context::new();
    drr_scf::register(&mut ctx);
    let module = drr::text::parse_module(&mut ctx, &text, "deep.mlir").expect("parses");
    let stats = cse_on_small_stack(&mut ctx, module);
    assert_eq!(stats.num_cse, 1);
    let printed = drr::text::print_op(&ctx, module, drr::text::PrintOptions::default());
    assert_eq!(printed.matches("\"scf.execute_region\"").count(), DEPTH);
    assert!(printed.contains("\"func.return\"(%0, %0)"), "{printed}");
}
