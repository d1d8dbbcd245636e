// TableGen's preprocessor lines, with its lexer's errors: an `#endif` or
// `#else` without `#ifdef`/`#ifndef`, a second `#else`, a missing macro
// name, `#undef` (TableGen has none) and an `#ifdef` the block never
// closes.
#[allow(unused_imports)]
use ui_tests::*;

drr::patterns! {
    #endif
    #ifdef A
    #else
    #else
    #endif
    #define
    def P : Pat<(OneResultOp $x), (OneResultOp $x)>;
    #undef P
    #ifndef B
    def Q : Pat<(OneResultOp $x), (OneResultOp $x)>;
}

fn main() {}
