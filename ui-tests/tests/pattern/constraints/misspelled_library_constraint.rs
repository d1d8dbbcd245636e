// A bare constraint name one edit away from a library constraint, defined
// nowhere: a typo, reported with the library's name (rustc, resolving it,
// said only "cannot find type", the library not being in scope), as a leaf,
// as a constraint of the list and as a helper; no follow-on errors. A path
// (`self::Name`) means a constraint of the user's own.
#[allow(unused_imports)] // the rejected patterns name no op
use ui_tests::*;

fn main() {
    let _ = drr::pat!((AOp I32Tensr:$x, $a), (AOp $x, $a));
    let _ = drr::pat!((AOp $x, $a), (AOp $x, $a), [(AnyIntger:$x), (HasOneUs $x)]);
}
