// `BuildableType`'s builder is C++ in a `.td` file: in drr it is a Rust
// closure; a C++ string is an error at the string, and the class takes
// exactly one argument.
drr::ods! {
    def Bt_Dialect : Dialect { let name = "bt"; }
    def Bt_I7 : Type<CPred<|_ctx: &drr::Context, _t: drr::Type| true>, "7-bit integer">,
        BuildableType<"$_builder.getIntegerType(7)">;
    def Bt_I9 : Type<CPred<|_ctx: &drr::Context, _t: drr::Type| true>, "9-bit integer">,
        BuildableType<>;
    def Bt_I11 : TypeConstraint<|_ctx: &drr::Context, _t: drr::Type| true, "11-bit integer"> {
        let builderCal = |ctx: &mut drr::Context| -> drr::Type { ctx.int_type(11) };
    }
}
fn main() {}
