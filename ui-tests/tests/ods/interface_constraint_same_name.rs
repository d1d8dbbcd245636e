// An interface record used as a constraint is a Rust type of its own: its
// string must name another type (MLIR's UB dialect writes
// `def PoisonAttrInterface : AttrInterface<"PoisonAttrInterface">`).
drr::ods! {
    def T_Dialect : Dialect { let name = "t"; }
    def Layout : AttrInterface<"Layout">;
    def T_AOp : Op<T_Dialect, "a"> {
        let arguments = (ins Layout:$layout);
    }
}
fn main() {}
