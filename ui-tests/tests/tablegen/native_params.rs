// A NativeCodeCall's `&[T]` parameter (DRR's `$N...` range) must be the
// last one.
#[allow(unused_imports)]
use ui_tests::*;

drr::patterns! {
    def Pick : NativeCodeCall<|_ctx: &mut drr::Context, vs: &[drr::Value], _a: drr::Attribute| -> drr::Value { vs[0] }>;
    def A : Pat<(OneResultOp $x), (OneResultOp (NativeCodeCall<|_b, vs: &[drr::Value], _x: drr::Value| vs[0]> $x, $x))>;
}

fn main() {}
