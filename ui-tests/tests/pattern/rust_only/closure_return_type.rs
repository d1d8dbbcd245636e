// Rust: a NativeCodeCall closure whose return type does not fit its place (an attribute where the op takes an operand).
#[allow(unused_imports)] // a pattern rejected by the front end names no op
use ui_tests::*;

fn main() {
    let _ = drr::pat!((AOp $x, $a), (AOp (NativeCodeCall<|_b: &mut drr::pattern::Builder<'_, '_>, a: drr::Attribute| -> drr::Attribute { a }> $a), $a));
}
