// A misspelled directive is reported as one: "unknown directive, did you
// mean …?", and the pattern is dropped there (the `retunType` typo does not
// also count as an extra argument of `AOp`). A capitalized directive of
// several words (`ReturnType`) is one too; `pat!` and `pattern!` say the
// same.
use ui_tests::*;

drr::patterns! {
    def P : Pat<(AOp $x, $a), (replaceWithVal $x)>;
    def Q : Pat<(AOp $x, $a), (AOp $x, $a, (retunType $x))>;
    def R : Pat<(AOp $x, $a), (AOp $x, $a, (ReturnType $x))>;
    def S : Pat<(TwoArgOp (eithr $x, $y)), (TwoArgOp $x, $y)>;
}

fn main() {
    let _ = drr::pat!((AOp $x, $a), (replaceWithVal $x));
    let _ = drr::pattern!((AOp $x, $a), [(replaceWithVal $x)]);
}
