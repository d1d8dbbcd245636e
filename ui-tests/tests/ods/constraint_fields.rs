// `let` fields of constraint records: a C++ `constBuilderCall`, an unknown
// field (a near one suggested), and a closure whose value type is not
// annotated are errors at the field or value.
drr::ods! {
    dialect test;
    def A : AttrConstraint<|_c, _a| true, "a"> {
        let constBuilderCall = "$_builder.getI32IntegerAttr($0)";
        let returnTyp = "IntegerAttr";
    }
    def B : AttrConstraint<|_c, _a| true, "b"> {
        let constBuilderCall = |ctx: &mut drr::Context, v| -> drr::Attribute { ctx.unit_attr() };
    }
    def T : TypeConstraint<|_c, _t| true, "t"> {
        let storageType = "Type";
    }
}
fn main() {}
