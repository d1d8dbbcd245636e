//! `OptionalAttr<A>`, `DefaultValuedAttr<A, "v">` and
//! `DefaultValuedOptionalAttr<A, "v">` as leaf constraints of a source
//! pattern (mqt-core's `OptionalAttr<UnitAttr>:$adjoint`): they check what
//! `A` checks, as in TableGen they are `Attr<A.predicate, A.summary>`.

use drr::rewrite::{GreedyConfig, RewritePatternSet};
use drr::text::{PrintOptions, parse_module, print_op};

drr::ods! {
    dialect dl;
    def GateOp : Op<"gate", []> {
        let arguments = (ins AnyType:$x, OptionalAttr<AnyAttr>:$adj, OptionalAttr<AnyAttr>:$n);
        let results = (outs AnyType:$out);
    }
    def DoneOp : Op<"done", []> {
        let arguments = (ins AnyType:$x);
        let results = (outs AnyType:$out);
    }
}

drr::patterns! {
    def : Pat<(GateOp $x, OptionalAttr<UnitAttr>:$adj, DefaultValuedAttr<I64Attr, "0">:$n), (DoneOp $x)>;
}

fn run(body: &str) -> String {
    let mut ctx = drr::Context::new();
    DlDialect::register(&mut ctx);
    let src = format!(
        r#""builtin.module"() ({{
^bb0(%a: i32):
  %0 = "dl.gate"(%a) {body} : (i32) -> i32
  "dl.use"(%0) : (i32) -> ()
}}) : () -> ()"#
    );
    let m = parse_module(&mut ctx, &src, "in.mlir").unwrap();
    let mut set = RewritePatternSet::new();
    populate_with_generated(&mut set);
    let frozen = set.freeze(&mut ctx);
    drr::apply_patterns_greedily(&mut ctx, m, &frozen, &GreedyConfig::default()).unwrap();
    print_op(&ctx, m, PrintOptions { debug_info: false })
}

#[test]
fn decorated_leaves_check_their_base_constraint() {
    // Both attributes of the base constraints' kinds: rewritten.
    assert!(run("<{adj, n = 3 : i64}>").contains("\"dl.done\""));
    // An absent optional attribute fails a constraint reading `$_self`
    // (mlir-tblgen's `if (!tblgen_attr) return ::mlir::failure();`).
    assert!(run("").contains("\"dl.gate\""));
    assert!(run("<{adj}>").contains("\"dl.gate\""));
    // A present attribute of another kind fails the base constraint.
    assert!(run("<{adj = 1 : i64}>").contains("\"dl.gate\""));
    assert!(run("<{n = \"s\"}>").contains("\"dl.gate\""));
}
