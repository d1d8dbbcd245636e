drr::ods! {
    dialect test;
    def MissingIns : Op<"missing_ins"> {
        let arguments = (AnyType:$a);
    }
    def BadName : Op<"bad_name"> {
        let arguments = (ins AnyType:$);
    }
    def NoMnemonic : Op<[Commutative]>;
    // Only the malformed `results` is reported, not the trait it leaves
    // without results.
    def WrongOuts : Op<"wrong_outs", [SameOperandsAndResultType]> {
        let arguments = (ins AnyType:$a);
        let results = (ins AnyType:$r);
    }
    def Good : Op<"good"> {
        let arguments = (ins AnyType:$a);
    }
}
fn main() {}
