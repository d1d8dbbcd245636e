// An interface definition pasted with its C++ methods (`InterfaceMethod<…>`
// values, their bodies as strings) defines the name ops list among their
// traits, directly (`Clocked`, a name without `Interface`, as CIRCT's) or
// through `DeclareOpInterfaceMethods<…>`; its methods have no effect.
drr::ods! {
    def T_Dialect : Dialect { let name = "t"; }
    def Clocked : OpInterface<"Clocked"> {
        let description = "An op driven by a clock.";
        let methods = [
            InterfaceMethod<"The clock.", "mlir::Value", "getClk", (ins)>,
            StaticInterfaceMethod<"Its version.", "int", "version", (ins), "return 1;">
        ];
        let cppNamespace = "::circt::seq";
    }
    def PoisonAttrInterface : AttrInterface<"PoisonAttrInterface"> {
        let cppNamespace = "::mlir::test";
    }
    def T_RegOp : Op<T_Dialect, "reg", [Clocked, DeclareOpInterfaceMethods<Clocked, ["getClk"]>]> {
        let arguments = (ins AnyType:$input, I1:$clk);
        let results = (outs AnyType:$data);
    }
}
fn main() {
    let _ = <T_RegOp as drr::ods::Op>::NAME;
}
