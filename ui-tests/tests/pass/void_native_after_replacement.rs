// A `NativeCodeCallVoid` after the op whose value replaces the root
// (`Pattern<(Op …), [(Replacement …), (Void …)]>`): mlir-tblgen-22 takes
// the void call's C++ text for a symbol ("referencing unbound symbol
// 'foo(...)'"); it gives no value, so the op before it replaces the root
// and the call runs after the op is built.
use ui_tests::*;

fn main() {
    let _ = drr::pattern!((OneResultOp $x), [(OneResultOp $x), (Touch $x)]);
}
