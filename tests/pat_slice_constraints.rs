//! Constraints whose entity parameter is a slice (`vs: &[Value]`): a bound
//! variadic operand (`$xs`) reaches the predicate as its values, as C++'s
//! `$0.size()` / `llvm::all_equal($0)` see an operand range (MLIR's
//! `ShapeCanonicalization.td` writes `AllInputShapesEq` and
//! `HasSingleElement` so). A slice may be any entity parameter, not only the
//! last.

mod common;
use common::{module, run};
use drr::rewrite::RewritePatternSet;
use drr::{Context, Value};

drr::ods! {
    dialect sl;

    def SameOp : Op<"same"> {
        let arguments = (ins Variadic<AnyType>:$xs);
        let results = (outs I1:$r);
    }
    def PickOp : Op<"pick"> {
        let arguments = (ins Variadic<AnyType>:$xs, AnyType:$y);
        let results = (outs AnyType:$r);
    }
    def OneOp : Op<"one"> {
        let arguments = (ins Variadic<AnyType>:$xs);
        let results = (outs AnyType:$r);
    }
    def KnownOp : Op<"known"> {
        let results = (outs I1:$r);
    }
}

drr::patterns! {
    fn populate_slices;
    def AllSame : Constraint<CPred<|_ctx: &Context, vs: &[Value]| vs.windows(2).all(|w| w[0] == w[1])>>;
    def Contains : Constraint<CPred<|_ctx: &Context, vs: &[Value], v: Value| vs.contains(&v)>>;
    def SameToKnown : Pat<(SameOp $xs), (KnownOp), [(AllSame $xs)]>;
    def PickMember : Pat<(PickOp $xs, $y), (replaceWithValue $y), [(Contains $xs, $y)]>;
    def OneOfOne : Pat<(OneOp $xs), (replaceWithValue $xs),
        [(Constraint<CPred<|_ctx: &Context, vs: &[Value]| vs.len() == 1>> $xs)]>;
}

fn reg(ctx: &mut Context) {
    SlDialect::register(ctx);
}

fn rewrite(args: &str, body: &str) -> String {
    let mut set = RewritePatternSet::new();
    populate_slices(&mut set);
    run(reg, &module(args, body), set, false)
}

#[test]
fn slice_parameters_see_the_variadic_operand() {
    let args = "%arg0: i32, %arg1: i32";
    let out = rewrite(
        args,
        "    %0 = \"sl.same\"(%arg0, %arg0, %arg0) : (i32, i32, i32) -> i1
    %1 = \"sl.same\"(%arg0, %arg1) : (i32, i32) -> i1
    %2 = \"sl.pick\"(%arg0, %arg1, %arg1) : (i32, i32, i32) -> i32
    %3 = \"sl.pick\"(%arg0, %arg0, %arg1) : (i32, i32, i32) -> i32
    %4 = \"sl.one\"(%arg1) : (i32) -> i32
    %5 = \"sl.one\"(%arg0, %arg1) : (i32, i32) -> i32
    \"test.use\"(%0, %1, %2, %3, %4, %5) : (i1, i1, i32, i32, i32, i32) -> ()
",
    );
    // `same` of one value repeated becomes `known`; `pick` of a member is
    // that member; `one` of a single value is that value; the others stay.
    assert_eq!(
        out,
        module(
            args,
            "    %0 = \"sl.known\"() : () -> i1
    %1 = \"sl.same\"(%arg0, %arg1) : (i32, i32) -> i1
    %2 = \"sl.pick\"(%arg0, %arg0, %arg1) : (i32, i32, i32) -> i32
    %3 = \"sl.one\"(%arg0, %arg1) : (i32, i32) -> i32
    \"test.use\"(%0, %1, %arg1, %2, %arg1, %3) : (i1, i1, i32, i32, i32, i32) -> ()
"
        )
    );
}
