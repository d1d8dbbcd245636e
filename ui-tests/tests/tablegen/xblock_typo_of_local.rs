// In a block without an `include` line, a name two edits from one of the
// block's own constraint records is a typo, reported with the record's
// name. (With one, it is looked up among other blocks' records: a family
// such as `Tosa_Int8` / `Tosa_Int16` is that close.)
drr::ods! {
    def T_Dialect : Dialect { let name = "t"; }
    def Small_Width : TypeConstraint<|ctx: &::drr::Context, t: ::drr::Type|
        matches!(ctx.type_data(t), ::drr::TypeData::Integer { width: 1..=8, .. }), "small integer">;
    def AOp : Op<T_Dialect, "a"> {
        let arguments = (ins Small_Widht:$x);
    }
}
fn main() {}
