// DRR #44 / #54: a property constraint whose value type is not given
// (`NativeCodeCall cannot have a property operand with unspecified
// interface type`, `binding symbol … to a property constraint without
// specifying that constraint's type is unsupported`): here the predicate's
// value parameter is neither annotated nor typed by the interface type.
#[allow(unused_imports)] // rejected records name no op
use ui_tests::*;

drr::patterns! {
    def Untyped : PropConstraint<CPred<|_ctx, v| v >= 0>, "non-negative">;
    def BadInterface : PropConstraint<CPred<|_ctx, v| v >= 0>, "non-negative", "float">;
    def : Pat<(PropOp $x, Untyped:$n, $w), (PropOp $x, $n, $w)>;
}

fn main() {}
