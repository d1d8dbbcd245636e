// ODS's `Index` is a record, not a class: a record derives only from
// classes (mlir-tblgen: "Couldn't find class 'Index'").
drr::ods! {
    def P_Dialect : Dialect { let name = "p"; }
    def P_Size : Index;
    def P_AOp : Op<P_Dialect, "a"> { let arguments = (ins P_Size:$x); }
}
fn main() {}
