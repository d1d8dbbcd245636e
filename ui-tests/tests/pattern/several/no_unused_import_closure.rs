// A rejected pattern keeps in use what its inline closures name (`Value`,
// `Builder`, `Context`) besides its ops, and names drr resolves itself
// (`ConstantAttr`, `I32Attr`, `HasOneUse`) draw no error of their own:
// only the real error is reported.
#![deny(unused_imports)]
use drr::pattern::Builder;
use drr::{Context, Value};
use ui_tests::{OneResultOp, TwoAttrOp};

fn main() {
    let _ = drr::pat!(
        (TwoAttrOp ConstantAttr<I32Attr, "1">, $b),
        (OneResultOp (NativeCodeCall<|_b: &mut Builder<'_, '_>, v: Value| -> Value { v }> $b), (location)),
        [(HasOneUse $b), (Constraint<|_c: &Context, _v: Value| true> $b)]
    );
}
