// An `Op<…` without its `>` before the record's body: at the last
// template argument, "expected `>` after this argument" (was at the whole
// body `{…}`).
drr::ods! {
    dialect q;
    def AOp : Op<"a", [Pure] {
        let arguments = (ins AnyType:$x);
        let results = (outs AnyType:$y);
    }
}

fn main() {}
