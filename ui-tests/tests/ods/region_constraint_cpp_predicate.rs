// A region constraint's predicate is Rust (`|ctx: &Context, r: RegionId|
// …`); ODS's C++ string is an error at the string.
drr::ods! {
    def V_Dialect : Dialect { let name = "v"; }
    def V_AnyRegion : Region<CPred<"::mlir::vhlo::isFromVhlo($_self)">, "any V region">;
    def V_CaseOp : Op<V_Dialect, "case", []> {
        let regions = (region VariadicRegion<V_AnyRegion>:$branches);
    }
}
fn main() {}
