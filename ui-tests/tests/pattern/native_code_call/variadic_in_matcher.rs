// DRR #4: `NativeCodeCall cannot have `variadic` operands`.
#[allow(unused_imports)] // a pattern rejected by the front end names no op
use ui_tests::*;

fn main() {
    let _ = drr::pat!((AOp (NativeCodeCall<|_c: &mut drr::Context, _op: drr::OpId| Some(1)> (variadic (OneResultOp $u))), $a), (AOp $a, $a));
}
