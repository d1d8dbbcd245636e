// Classes of MLIR's ODS library that drr does not provide are an error at
// the name that says what to write instead (not a request for the class
// macro of another block, which rustc would report as a missing macro).
// The records deriving from them are dropped without further errors.
drr::ods! {
    def Nl_Dialect : Dialect {
        let name = "nl";
    }
    class Nl_Type<string name> :
        Type<CPred<|_ctx: &drr::Context, _t: drr::Type| true>, name # " type">,
        IsFixedVectorOfRankPred<2>;
    def Nl_Str : Nl_Type<"String">;
}

drr::ods! {
    dialect np;
    def AOp : Op<"a"> {
        let arguments = (ins AnyType:$x);
    }
}

drr::patterns! {
    def : Pat<(AOp IsFixedVectorOfLengthPred<4>:$x), (AOp $x)>;
}

fn main() {}
