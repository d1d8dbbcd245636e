// A class whose Rust body does not parse is reported at the bad token, and
// what uses it reports nothing more (it is not taken for a class of another
// block, which would leave only rustc's "cannot find macro" at the use). A
// template argument named with a Rust keyword (`code type`, as ClangIR's
// `CIR_IsTypePred` has it) is `r#type` in Rust code, and the error says so.
drr::ods! {
    def T_Dialect : Dialect { let name = "t"; }
    class T_IsA<code type> : CPred<|_c: &drr::Context, _t: drr::Type| type == "x">;
    class T_Base<code type> : Type<T_IsA<type>, "base">;
    def T_Any : T_Base<"::t::AnyType">;
    class T_Broken<int n> : CPred<|_c: &drr::Context, _t: drr::Type| n + >;
    def T_Other : Type<T_Broken<1>, "other">;
    def AOp : Op<T_Dialect, "a"> {
        let arguments = (ins T_Any:$x, T_Other:$y);
    }
}
fn main() {}
