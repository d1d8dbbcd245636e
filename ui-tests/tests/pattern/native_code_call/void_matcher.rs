// Rust: a `NativeCodeCallVoid` cannot match (a matcher must say whether it matched).
#[allow(unused_imports)] // a pattern rejected by the front end names no op
use ui_tests::*;

fn main() {
    let _ = drr::pat!((AOp (NativeCodeCallVoid<|_c: &mut drr::Context, _op: drr::OpId| {}> $v), $a), (AOp $a, $a));
}
