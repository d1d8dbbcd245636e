// A statement without its `;`: the error is where the `;` goes (after the
// statement's last token), whether another statement or the end of the
// block follows; it was at the next statement's first token.
drr::ods! {
    dialect test;
    def Five : ConstantAttr<I32Attr, "5">
    def AOp : Op<"a"> {
        let arguments = (ins AnyType:$x);
    }
}

drr::patterns! {
    fn populate_b;
    def B : Pat<(AOp $x), (AOp $x)>
}

fn main() {}
