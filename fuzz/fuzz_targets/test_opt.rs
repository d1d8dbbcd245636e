//! `test-opt` (mlir-opt's `--test-greedy-patterns` on the test dialect) on
//! arbitrary bytes, with the default options and top-down: nothing may
//! panic or hang.
#![no_main]

use drr_test_dialect::pipeline::{Options, run};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let _ = run(text, "fuzz.mlir", &Options::default());
});
