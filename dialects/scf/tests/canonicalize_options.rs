//! The canonicalizer's options against mlir-opt 22: each case of
//! `canonicalize_options/` (`NAME.mlir`, MLIR's custom syntax) names on its
//! first line the options it tests (`// OPTIONS: top-down=false`,
//! `max-iterations=N`, `max-num-rewrites=N`,
//! `region-simplify=disabled|normal|aggressive`). Its generic form
//! (`NAME.generic`), canonicalized by drr's canonicalizer with those options
//! (scf and `drr-arith` registered), must print exactly what
//! `mlir-opt-22 --canonicalize="OPTIONS" --mlir-print-op-generic
//! --mlir-print-local-scope --mlir-print-debuginfo` printed (`NAME.expected`,
//! recorded by `scripts/regen-canonicalize-options.sh`). Each case is also
//! checked to print something else with the default options, so that it
//! shows what its options change.

use drr::Context;
use drr::rewrite::{Canonicalizer, CanonicalizerOptions, RegionSimplification};
use drr::text::{PrintOptions, parse_module, print_op};

const DIR: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/canonicalize_options");

/// The options of a case's `// OPTIONS:` line, as mlir-opt reads
/// `--canonicalize="…"`.
fn options(line: &str) -> CanonicalizerOptions {
    let mut o = CanonicalizerOptions::default();
    for word in line.split_whitespace() {
        let (key, value) = word
            .split_once('=')
            .unwrap_or_else(|| panic!("`{word}`: expected KEY=VALUE"));
        match key {
            "top-down" => o.top_down = value.parse().expect("true or false"),
            "max-iterations" => {
                let n: i64 = value.parse().expect("an integer");
                o.max_iterations = u32::try_from(n).ok();
            }
            "max-num-rewrites" => {
                let n: i64 = value.parse().expect("an integer");
                o.max_num_rewrites = u64::try_from(n).ok();
            }
            "region-simplify" => {
                o.region_simplification = match value {
                    "disabled" => RegionSimplification::Disabled,
                    "normal" => RegionSimplification::Normal,
                    "aggressive" => RegionSimplification::Aggressive,
                    other => panic!("region-simplify={other}"),
                }
            }
            other => panic!("unknown option `{other}`"),
        }
    }
    o
}

/// `NAME.generic` canonicalized with `options`, printed with locations.
fn canonicalize(name: &str, input: &str, options: &CanonicalizerOptions) -> String {
    let mut ctx = Context::new();
    drr_scf::register(&mut ctx);
    let canonicalizer = Canonicalizer::new(&mut ctx, options);
    let module = parse_module(&mut ctx, input, &format!("{name}.mlir")).expect("input parses");
    drr::verifier::verify(&ctx, module).unwrap_or_else(|e| panic!("{name}: {e:?}"));
    let result = canonicalizer.run(&mut ctx, module).expect("driver runs");
    assert!(
        result.pattern_errors.is_empty(),
        "{name}: {:?}",
        result.pattern_errors
    );
    drr::verifier::verify(&ctx, module).unwrap_or_else(|e| panic!("{name}: after: {e:?}"));
    print_op(&ctx, module, PrintOptions { debug_info: true })
}

fn run(name: &str) {
    let read = |ext: &str| {
        std::fs::read_to_string(format!("{DIR}/{name}.{ext}"))
            .unwrap_or_else(|e| panic!("{name}.{ext}: {e}"))
    };
    let case = read("mlir");
    let line = case
        .lines()
        .next()
        .and_then(|l| l.strip_prefix("// OPTIONS:"))
        .expect("the case starts with an `// OPTIONS:` line");
    let input = read("generic");
    let expected = read("expected");
    let got = canonicalize(name, &input, &options(line));
    assert_eq!(got, expected, "{name} ({})", line.trim());
    let default = canonicalize(name, &input, &CanonicalizerOptions::default());
    assert_ne!(
        default,
        expected,
        "{name}: the default options give the same output; the case does not test `{}`",
        line.trim()
    );
}

macro_rules! cases {
    ($($name:ident)*) => {$(
        #[test]
        fn $name() {
            run(stringify!($name));
        }
    )*};
}

cases! {
    aggressive_merge
    bottom_up
    max_iterations_one
    max_num_rewrites
    simplify_disabled
}

/// Every case on disk is listed above.
#[test]
fn every_case_is_run() {
    let mut names: Vec<String> = std::fs::read_dir(DIR)
        .expect("the cases' folder")
        .map(|e| e.expect("readable entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "mlir"))
        .map(|p| p.file_stem().unwrap().to_string_lossy().into_owned())
        .collect();
    names.sort();
    assert_eq!(
        names,
        [
            "aggressive_merge",
            "bottom_up",
            "max_iterations_one",
            "max_num_rewrites",
            "simplify_disabled"
        ]
    );
}
