// Rust: a constraint whose predicate has the wrong signature (takes an attribute, given an operand).
#[allow(unused_imports)] // a pattern rejected by the front end names no op
use ui_tests::*;

fn main() {
    let _ = drr::pat!((OneResultOp $x), (OneResultOp $x), [(Constraint<|_c: &drr::Context, a: drr::Attribute| true, "attr"> $x)]);
}
