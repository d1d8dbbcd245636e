// `ConstantAttr<UnitAttr, "false">` is the null attribute in ODS (`UnitAttr`
// builds a false constant as `nullptr`): a named record of it is an error
// at the value (inline in a pattern it leaves the argument absent); a true
// one is an ordinary constant.
drr::ods! {
    dialect test;
    def NotFast : ConstantAttr<UnitAttr, "false">;
    def NotFastEither : ConstantAttr<UnitAttr, "0">;
    def Fast : ConstantAttr<UnitAttr, "true">;
}
fn main() {}
