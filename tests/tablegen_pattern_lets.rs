//! `let` on pattern records: TableGen sets the `Pattern` field the
//! template argument initialised (`benefitDelta`, `constraints`,
//! `resultPatterns`), from `let … in` or the record's body, as
//! `mlir-tblgen-22 -gen-rewriters` reads the same text (ToC's benefit is 2,
//! BToC creates `c`, CToA checks `Never`).

mod common;
use common::{module, run};

use drr::rewrite::RewritePatternSet;
use drr::{Context, Value};

drr::ods! {
    dialect pl;

    def AOp : Op<"a", [Pure]> {
        let arguments = (ins AnyType:$in);
        let results = (outs AnyType:$out);
    }
    def BOp : Op<"b", [Pure]> {
        let arguments = (ins AnyType:$in);
        let results = (outs AnyType:$out);
    }
    def COp : Op<"c", [Pure]> {
        let arguments = (ins AnyType:$in);
        let results = (outs AnyType:$out);
    }
}

drr::patterns! {
    fn populate;
    include "mlir/IR/PatternBase.td"

    // Both match `a`; the `let` makes ToC's benefit 2, so it wins.
    def ToB : Pat<(AOp $x), (BOp $x)>;
    let benefitDelta = (addBenefit 1) in
    def ToC : Pat<(AOp $x), (COp $x)>;

    // The `let` replaces the result: `b` becomes `c`, not `a`.
    let resultPatterns = [(COp $x)] in
    def BToC : Pat<(BOp $x), (AOp $x)>;

    // The constraint set in the body never holds: `c` stays.
    def Never : Constraint<CPred<|_c: &Context, _v: Value| false>>;
    def CToA : Pat<(COp $x), (AOp $x)> { let constraints = [(Never $x)]; }
}

fn reg(ctx: &mut Context) {
    PlDialect::register(ctx);
}

#[test]
fn lets_set_benefit_results_and_constraints() {
    let input = module(
        "%arg0: i32",
        r#"    %0 = "pl.a"(%arg0) : (i32) -> i32
    %1 = "pl.b"(%arg0) : (i32) -> i32
    "test.use"(%0, %1) : (i32, i32) -> ()
"#,
    );
    let mut s = RewritePatternSet::new();
    populate(&mut s);
    assert_eq!(
        run(reg, &input, s, false),
        module(
            "%arg0: i32",
            r#"    %0 = "pl.c"(%arg0) : (i32) -> i32
    %1 = "pl.c"(%arg0) : (i32) -> i32
    "test.use"(%0, %1) : (i32, i32) -> ()
"#
        )
    );
}
