// `location` given a symbol bound to an attribute: at the symbol (`$a`,
// both tokens), "takes ops and values" (was rustc's "`Attribute: HasLoc` is
// not satisfied" at the whole macro).
use ui_tests::*;

drr::patterns! {
    def P : Pat<(AOp $x, $a), (OneResultOp (COp $x, $a, (location $a), (returnType $x)))>;
}

fn main() {}
