// Named template arguments (`C<"x", traits = […]>`): a name the class does
// not have, one given twice, and a missing positional argument before them
// are errors at the name.
drr::ods! {
    def Na_Dialect : Dialect { let name = "na"; }
    class Na_Op<string mnemonic, list<Trait> traits = []> : Op<Na_Dialect, mnemonic, traits>;
    def Na_AOp : Na_Op<"a", trait = [Pure]>;
    def Na_BOp : Na_Op<"b", traits = [Pure], traits = []>;
    def Na_COp : Na_Op<traits = [Pure]>;
}
fn main() {}
