// An op without results (or whose first result is variadic) passed for a
// single operand: the C++ mlir-tblgen generates does not compile (the op
// gives no value); the op is not an `AsValue`, so this is an error at the
// argument rather than a panic when the pattern runs.
use ui_tests::*;

fn main() {
    let _ = drr::pattern!((OneResultOp $x), [(ZeroResultOp:$z $x), (OneResultOp $z)]);
    let _ = drr::pattern!((OneResultOp (WrapOp:$w)), [(OneResultOp $w)]);
}
