// A class or record rejected with an error (a parent drr does not provide,
// a misspelled class) is reported once: the records deriving from it and
// the ops using them as constraints report nothing more.
drr::ods! {
    def T_Dialect : Dialect { let name = "t"; }
    class T_Type<string name> :
        Type<CPred<|_ctx: &drr::Context, _t: drr::Type| true>, name # " type">,
        IsFixedVectorOfRankPred<2>;
    def T_Str : T_Type<"String">;
    def T_Int : TypeConstrain<CPred<|_ctx: &drr::Context, _t: drr::Type| true>, "int">;
    def AOp : Op<T_Dialect, "a"> {
        let arguments = (ins T_Str:$x, T_Int:$y);
        let results = (outs T_Str:$r);
    }
}
fn main() {}
