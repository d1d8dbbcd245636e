// An attribute interface used as a constraint: its string must be the
// Rust type implementing `drr::ods::AttrInterface`.
drr::ods! {
    def T_Dialect : Dialect { let name = "t"; }
    def T_Layout : AttrInterface<"layout interface">;
    def T_AOp : Op<T_Dialect, "a"> {
        let arguments = (ins T_Layout:$layout);
    }
}
fn main() {}
