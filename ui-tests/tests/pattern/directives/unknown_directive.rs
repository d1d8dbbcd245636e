// A misspelled directive is reported as one: "unknown directive, did you
// mean …?", and the pattern is dropped there (the `retunType` typo does not
// also count as an extra argument of `AOp`).
use ui_tests::*;

drr::patterns! {
    def P : Pat<(AOp $x, $a), (replaceWithVal $x)>;
    def Q : Pat<(AOp $x, $a), (AOp $x, $a, (retunType $x))>;
}

fn main() {}
