// Op records belong in `ods!`, pattern records in `patterns!`.
#[allow(unused_imports)]
use ui_tests::*;

drr::patterns! {
    def NotHere : Op<"not_here"> {
        let arguments = (ins AnyType:$a);
    }
}

mod m {
    drr::ods! {
        dialect other;
        def P : Pat<(AOp $x, $y), (AOp $x, $y)>;
    }
}

fn main() {}
