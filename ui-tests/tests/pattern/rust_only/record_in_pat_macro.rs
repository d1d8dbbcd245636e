// `pat!(Pat<…>)`: `pat!` / `pattern!` take what goes between `Pat<` and
// `>`; the error at `Pat` says so.
use ui_tests::*;

fn main() {
    let _ = drr::pat!(Pat<(AOp $x, $a), (AOp $x, $a)>);
    let _ = drr::pattern!(Pattern<(AOp $x, $a), [(AOp $x, $a)]>);
}
