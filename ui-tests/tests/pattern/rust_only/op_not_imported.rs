// Rust: an op of another crate that is not imported is rustc's
// "cannot find type" at the op's token (rustc suggests no import from
// another crate; the reference says to import the dialect's ops).
use ui_tests::OneResultOp;

drr::patterns! {
    def P : Pat<(AOp $x, $a), (OneResultOp $x)>;
}

fn main() {}
