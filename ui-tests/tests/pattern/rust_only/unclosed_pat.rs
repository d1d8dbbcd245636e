// A `Pat<…` without its closing `>` is reported where the `>` is missing:
// at the `;` that comes instead, or after the last argument when the next
// record (or the end of the block) follows; the next record still parses,
// and the rejected record's imports draw no `unused import` warning.
#![deny(unused_imports)]

mod semicolon {
    use ui_tests::{AOp, OneResultOp};
    drr::patterns! {
        def P : Pat<(AOp $x, $a), (AOp $x, $a);
        def Q : Pat<(OneResultOp $x), (OneResultOp $x)>;
    }
}

mod next_record {
    use ui_tests::{AOp, OneResultOp, TwoArgOp};
    drr::patterns! {
        def P : Pat<(AOp $x, $a), (TwoArgOp $x, $x)
        def Q : Pat<(OneResultOp $x), (OneResultOp $x)>;
    }
}

mod end_of_block {
    use ui_tests::{AOp, TwoArgOp};
    drr::patterns! {
        def P : Pat<(AOp $x, $a), (TwoArgOp $x, $x)
    }
}

fn main() {}
