// DRR #3: `NativeCodeCall cannot have `either` operands`.
#[allow(unused_imports)] // a pattern rejected by the front end names no op
use ui_tests::*;

fn main() {
    let _ = drr::pat!((AOp (NativeCodeCall<|_c: &mut drr::Context, _op: drr::OpId| Some((1, 2))> (either $u, $v)), $a), (AOp $a, $a));
}
