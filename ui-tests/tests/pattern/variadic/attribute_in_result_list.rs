// An attribute as an element of a result `(variadic …)` list: at the
// element (`$a`, both tokens), "not a value or a list of values" (was rustc's
// "`Attribute: ValuePack` is not satisfied" at the whole macro).
use ui_tests::*;

drr::patterns! {
    def P : Pat<(AOp $x, $a), (VStackOp (variadic $x, $a))>;
}

fn main() {}
