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
