//! `PassBase.td`'s pass declarations (`Pass`, `InterfacePass`, `Option`,
//! `ListOption`, `Statistic`) next to ops and patterns, as HEIR's
//! conversion files keep them: they register C++ passes, so they have no
//! effect on the ops or patterns, and the block compiles and runs as
//! without them (was: `Pass` taken for a class of another block, a
//! missing-macro error). The dialect and patterns are hand-written; the
//! expected output follows from DRR's semantics.

mod common;
use common::{module, run};

use drr::Context;
use drr::rewrite::RewritePatternSet;

drr::ods! {
    def Pb_Dialect : Dialect { let name = "pb"; }
    def Pb_IncOp : Op<Pb_Dialect, "inc"> {
        let arguments = (ins I32:$in);
        let results = (outs I32:$out);
    }
    def Pb_AddTwoOp : Op<Pb_Dialect, "add_two"> {
        let arguments = (ins I32:$in);
        let results = (outs I32:$out);
    }
    def PbCanonicalize : InterfacePass<"pb-canonicalize", "FunctionOpInterface"> {
        let summary = "declared next to the ops";
    }
}

drr::patterns! {
    fn populate;
    def PbToTwo : Pass<"pb-to-two", "ModuleOp"> {
        let summary = "Fold `pb.inc` pairs.";
        let description = "A pass declaration kept in the patterns file.";
        let dependentDialects = ["mlir::pb::PbDialect"];
        let options = [
            Option<"maxIter", "max-iter", "unsigned", "4", "iterations">,
            ListOption<"names", "names", "std::string", "op names">,
        ];
        let statistics = [Statistic<"numFolded", "num-folded", "folded pairs">];
    }
    def IncInc : Pat<(Pb_IncOp (Pb_IncOp $x)), (Pb_AddTwoOp $x)>;
}

fn reg(ctx: &mut Context) {
    PbDialect::register(ctx);
}

#[test]
fn pass_records_have_no_effect() {
    let mut set = RewritePatternSet::new();
    populate(&mut set);
    let args = "%arg0: i32";
    let out = run(
        reg,
        &module(
            args,
            "    %0 = \"pb.inc\"(%arg0) : (i32) -> i32
    %1 = \"pb.inc\"(%0) : (i32) -> i32
",
        ),
        set,
        false,
    );
    assert_eq!(
        out,
        module(
            args,
            "    %0 = \"pb.inc\"(%arg0) : (i32) -> i32
    %1 = \"pb.add_two\"(%arg0) : (i32) -> i32
"
        )
    );
}
