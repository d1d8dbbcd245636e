// Rust: a constraint whose predicate does not return `bool`.
#[allow(unused_imports)] // a pattern rejected by the front end names no op
use ui_tests::*;

fn main() {
    let _ = drr::pat!((OneResultOp $x), (OneResultOp $x), [(Constraint<|_c: &drr::Context, _v: drr::Value| 1, "one"> $x)]);
}
