//! `HasParent`/`ParentOneOf` naming an op of the block by its C++ class
//! qualified with the block's own dialect namespace (HEIR and CIRCT write
//! `"::mlir::heir::random::InitOp"`-style names): the op's full name, as
//! mlir-tblgen's C++ resolves the class. A misspelt class is an `ods!`
//! error (ui `ods/parent_cpp_class_typo`).

use drr::Context;
use drr::text::parse_module;

drr::ods! {
    def R_Dialect : Dialect { let name = "r"; let cppNamespace = "::mlir::heir::r"; }
    def R_OuterOp : Op<R_Dialect, "outer", [NoTerminator]> { let regions = (region AnyRegion:$body); }
    def R_InOp : Op<R_Dialect, "in", [HasParent<"::mlir::heir::r::OuterOp">]>;
    def R_In2Op : Op<R_Dialect, "in2", [ParentOneOf<["r::OuterOp", "::mlir::ModuleOp"]>]>;
}

fn verify(body: &str) -> Result<(), String> {
    let mut ctx = Context::new();
    RDialect::register(&mut ctx);
    let src = format!("\"builtin.module\"() ({{\n{body}\n}}) : () -> ()\n");
    let m = parse_module(&mut ctx, &src, "in.mlir").map_err(|e| e.message.clone())?;
    drr::verifier::verify(&ctx, m).map_err(|errs| errs[0].message.clone())
}

#[test]
fn qualified_cpp_class_names_the_blocks_op() {
    assert_eq!(
        verify(
            "  \"r.outer\"() ({\n    \"r.in\"() : () -> ()\n    \"r.in2\"() : () -> ()\n  }) : () -> ()\n  \"r.in2\"() : () -> ()"
        ),
        Ok(())
    );
    assert_eq!(
        verify("  \"r.in\"() : () -> ()").unwrap_err(),
        "'r.in' op expects parent op 'r.outer'"
    );
}
