// `ConstantAttr` values in ODS's C++ spelling: an unreadable value is an
// error at the string, and so is a value of the wrong kind.
drr::ods! {
    dialect consts;
    def AOp : Op<"a"> {
        let arguments = (ins AnyType:$x, I64Attr:$v);
        let results = (outs AnyType:$r);
    }
}

fn main() {
    let _ = drr::pat!((AOp $x, $v), (AOp $x, ConstantAttr<I64Attr, "1LL <<">));
    let _ = drr::pat!((AOp $x, $v), (AOp $x, ConstantAttr<I64Attr, "\"forty\"">));
    let _ = drr::pat!((AOp $x, ConstantAttr<I64Attr, "1.5">), (AOp $x, ConstantAttr<I64Attr, "2">));
}
