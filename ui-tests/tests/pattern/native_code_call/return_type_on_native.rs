// DRR #5: ``\`NativeCodeCall\` cannot have return type specifier``.
#[allow(unused_imports)] // a pattern rejected by the front end names no op
use ui_tests::*;

fn main() {
    let _ = drr::pat!((OneResultOp $x), (OneResultOp (NativeCodeCall<|_b: &mut drr::pattern::Builder<'_, '_>, v: drr::Value| v> $x, (returnType $x))));
}
