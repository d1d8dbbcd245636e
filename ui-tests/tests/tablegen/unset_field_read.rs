// A def's field that reads a field left `?` cannot be resolved (TableGen
// keeps the reference symbolic and reports "Initializer of … could not be
// fully resolved"), in a list or when it only asks `!initialized` of it;
// the error is at the initializer, for the def that leaves it unset.
#[allow(unused_imports)]
use ui_tests::*;

drr::patterns! {
    class Tagged {
        string tag = ?;
        list<string> tags = [tag];
        bit has_tag = !initialized(tag);
    }
    def Named : Tagged { let tag = "x"; }
    def Unnamed : Tagged;
    def P : Pat<(OneResultOp $x), (OneResultOp $x)>;
}

fn main() {}
