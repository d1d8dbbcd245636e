// Rust: a NativeCodeCall closure whose parameter does not fit its DAG argument (an operand given where the closure takes an attribute).
#[allow(unused_imports)] // a pattern rejected by the front end names no op
use ui_tests::*;

fn main() {
    let _ = drr::pat!((AOp $x, $a), (AOp (NativeCodeCall<|_b: &mut drr::pattern::Builder<'_, '_>, a: drr::Attribute| -> drr::Value { unimplemented!() }> $x), $a));
}
