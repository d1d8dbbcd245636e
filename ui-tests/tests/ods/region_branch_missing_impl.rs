// `RegionBranchOpInterface` needs the op's `successor_regions`, declared or
// listed plainly; `RegionBranchTerminatorOpInterface` its terminator impl
// (a `ReturnLike` op needs none).
drr::ods! {
    dialect test;
    def ScopeOp : Op<"scope", [DeclareOpInterfaceMethods<RegionBranchOpInterface>]> {
        let results = (outs Variadic<AnyType>:$results);
        let regions = (region SizedRegion<1>:$body);
    }
    def LoopOp : Op<"loop", [RegionBranchOpInterface]> {
        let regions = (region SizedRegion<1>:$body);
    }
    def NextOp : Op<"next", [Terminator, RegionBranchTerminatorOpInterface]> {
        let arguments = (ins Variadic<AnyType>:$values);
    }
    def ReturnOp : Op<"return", [Terminator, ReturnLike]> {
        let arguments = (ins Variadic<AnyType>:$values);
    }
}
fn main() {}
