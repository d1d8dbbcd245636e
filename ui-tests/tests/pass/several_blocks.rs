// Two `ods!` blocks of one dialect (the second `dialect NAME as Type;`) and
// two `patterns!` blocks (each `fn NAME;`, with anonymous patterns) in one
// module: no duplicate definitions.
#![deny(warnings)]

drr::ods! {
    dialect two;
    def AOp : Op<"a", [SameOperandsAndResultType]> {
        let arguments = (ins AnyType:$x);
        let results = (outs AnyType:$r);
    }
}
drr::ods! {
    dialect two as TwoMoreOps;
    def BOp : Op<"b", [SameOperandsAndResultType]> {
        let arguments = (ins AnyType:$x);
        let results = (outs AnyType:$r);
    }
}
drr::patterns! {
    fn populate_a_to_b;
    def : Pat<(AOp $x), (BOp $x)>;
}
drr::patterns! {
    fn populate_b_to_a;
    def : Pat<(BOp $x), (AOp $x)>;
}

fn main() {
    let mut ctx = drr::Context::new();
    TwoDialect::register(&mut ctx);
    TwoMoreOps::register(&mut ctx);
    let mut set = drr::rewrite::RewritePatternSet::new();
    populate_a_to_b(&mut set);
    populate_b_to_a(&mut set);
}
