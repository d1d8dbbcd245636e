// `DeclareOpInterfaceMethods<…>` naming an interface that is neither the
// block's nor MLIR's: mlir-tblgen's "Variable not defined"; it was
// accepted without a word.
drr::ods! {
    def D_Dialect : Dialect { let name = "d"; }
    def D_NeedsWrap : OpInterface<"NeedsWrap"> { let cppNamespace = "::d"; }
    def D_MayNeedWrap : DeclareOpInterfaceMethods<D_NeedsWrap, ["needsWrap"]> {}
    // Accepted: the block's interface, its declared-methods record, MLIR's.
    def D_A : Op<D_Dialect, "a", [DeclareOpInterfaceMethods<D_NeedsWrap>, D_MayNeedWrap,
                                  DeclareOpInterfaceMethods<ConditionallySpeculatable>]>;
    def D_B : Op<D_Dialect, "b", [DeclareOpInterfaceMethods<D_NeedsWrp>]>;
}

fn main() {}
