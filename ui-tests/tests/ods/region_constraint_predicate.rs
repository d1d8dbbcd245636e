// A region constraint with a predicate of its own (ODS's `Region<pred,
// "summary">`, as StableHLO's VHLO dialect writes `VHLO_AnyRegion`) is not
// supported yet: an error at the class name says what to write instead,
// not rustc's "cannot find macro `Region`".
drr::ods! {
    def V_Dialect : Dialect { let name = "v"; }
    def V_AnyRegion : Region<CPred<|_ctx: &::drr::Context, _r: ::drr::RegionId| true>, "any V region">;
    def V_CaseOp : Op<V_Dialect, "case", []> {
        let regions = (region VariadicRegion<V_AnyRegion>:$branches);
    }
}
fn main() {}
