// `$m__0` on a NativeCodeCall that returns an attribute (no values): at the
// bound DAG and at the use, "has no value #0" (was rustc's "`Attribute:
// PackAt<0>` is not satisfied" at the whole macro, naming `ResultAt`).
use drr::{Attribute, Context};
use ui_tests::*;

drr::patterns! {
    def MkAttr : NativeCodeCall<|ctx: &mut Context| -> Attribute { ctx.unit_attr() }>;
    def P : Pattern<(AOp $x, $a), [(MkAttr:$m__0), (OneResultOp $m__0)]>;
}

fn main() {}
