drr::ods! {
    dialect test;
    def MissingIns : Op<"missing_ins"> {
        let arguments = (AnyType:$a);
    }
    def BadName : Op<"bad_name"> {
        let arguments = (ins AnyType:$);
    }
    def NoMnemonic : Op<[Commutative]>;
    def Good : Op<"good"> {
        let arguments = (ins AnyType:$a);
    }
}
fn main() {}
