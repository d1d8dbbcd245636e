//! Patterns selected by name: `--canonicalize="enable-patterns=…"` and
//! `disable-patterns=…` take MLIR's debug names, as mlir-opt does. For
//! each line `NAME<TAB>OPTIONS` of `tests/pattern_names/cases.txt`, the
//! options are read as `arith-opt --canonicalize=OPTIONS` reads them
//! (quotes and braces included) and `input.generic` is canonicalized with
//! them; the result must be what `mlir-opt-22 "--canonicalize=OPTIONS"
//! --mlir-print-op-generic --mlir-print-local-scope` printed
//! (`NAME.expected`, recorded by `scripts/regen-pattern-name-goldens.sh`).
//! MLIR names the DRR patterns of `ArithCanonicalization.td` and cf's
//! pattern classes `(anonymous namespace)::X`, arith's C++ `SelectToExtUI`
//! plain, and leaves patterns added as functions (cf.switch's) unnamed, so
//! plain `CmpIExtSI` selects nothing and `x,` (an empty name) selects the
//! unnamed ones.

use std::path::Path;

use drr::opt_tool::CanonicalizePass;
use drr::rewrite::Canonicalizer;
use drr::text::{PrintOptions, parse_module, print_op};

#[test]
fn patterns_are_selected_by_mlir_debug_names() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/pattern_names");
    let read = |name: &str| {
        std::fs::read_to_string(dir.join(name)).unwrap_or_else(|e| panic!("{name}: {e}"))
    };
    let input = read("input.generic");
    let cases = read("cases.txt");
    let mut failures = Vec::new();
    let mut count = 0;
    for line in cases.lines().filter(|l| !l.starts_with('#')) {
        let (name, options) = line.split_once('\t').expect("NAME<TAB>OPTIONS");
        count += 1;
        let pass = CanonicalizePass::from_options(options)
            .unwrap_or_else(|e| panic!("{name}: options `{options}`: {e}"));
        let mut ctx = drr_arith::context();
        let module = parse_module(&mut ctx, &input, "input.generic").expect("input parses");
        let canonicalizer = Canonicalizer::new(&mut ctx, &pass.options);
        canonicalizer.run(&mut ctx, module).expect("live module");
        let printed = print_op(&ctx, module, PrintOptions { debug_info: false });
        if printed != read(&format!("{name}.expected")) {
            failures.push(format!("{name} (`{options}`):\n{printed}"));
        }
    }
    assert_eq!(count, 8, "cases.txt lists eight cases");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
