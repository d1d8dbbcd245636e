// DRR's "attribute found where value was expected": a bound attribute
// passed for an operand is reported at the whole argument (`$a`), naming
// the op and the argument number; `AsValue` (a value) in the help.
use ui_tests::*;

fn main() {
    let _ = drr::pat!((AOp $x, $a), (OneResultOp $a));
}
