fn inputs(_: &mut drr::ods::TypeCx<'_>, _: drr::Type) -> Option<Vec<drr::Type>> {
    None
}
fn same(_: &drr::Context, a: drr::Type, b: drr::Type) -> bool {
    a == b
}
drr::ods! {
    dialect test;
    // A variadic right-hand side is compared to the list as it is.
    def AOp : Op<"a_op", [TypesMatchWith<"s", "callee", "args", inputs, same>]> {
        let arguments = (ins FunctionType:$callee, Variadic<AnyType>:$args);
    }
    // `RangedTypesMatchWith` has no comparator argument.
    def BOp : Op<"b_op", [RangedTypesMatchWith<"s", "callee", "args", inputs, same>]> {
        let arguments = (ins FunctionType:$callee, Variadic<AnyType>:$args);
    }
}
fn main() {}
