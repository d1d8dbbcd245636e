//! `AllTypesMatch` (and its siblings) of one name: ODS's `AllMatchPred` of
//! fewer than two values is `true`, so the trait checks nothing and
//! mlir-tblgen-22 neither looks the name up nor reports one the op does not
//! have (its generated check is `if (!((true)))`; checked with
//! `mlir-tblgen-22 -gen-op-defs`). Both ops below compile and accept
//! operands of any types; a list of two names is checked.

use drr::Context;
use drr::text::parse_module;

drr::ods! {
    def D_Dialect : Dialect { let name = "d"; }
    def OneOp : Op<D_Dialect, "one", [AllTypesMatch<["a"]>, AllElementTypesMatch<["b"]>]> {
      let arguments = (ins AnyType:$a, Variadic<AnyTensor>:$b);
    }
    // A name the op does not have: as vacuous as in ODS.
    def OtherOp : Op<D_Dialect, "other", [AllTypesMatch<["nope"]>, AllShapesMatch<[]>]> {
      let arguments = (ins AnyType:$a);
    }
    def TwoOp : Op<D_Dialect, "two", [AllTypesMatch<["a", "b"]>]> {
      let arguments = (ins AnyType:$a, AnyType:$b);
    }
}

fn errors(body: &str) -> Vec<String> {
    let mut ctx = Context::new();
    DDialect::register(&mut ctx);
    ctx.allow_unknown_operations("test");
    let src = format!(
        "\"builtin.module\"() ({{\n  \"test.f\"() ({{\n  ^bb0(%x: i32, %y: f32, %t: tensor<2xi8>, %u: tensor<3xf16>):\n{body}  }}) : () -> ()\n}}) : () -> ()\n"
    );
    let m = parse_module(&mut ctx, &src, "in.mlir").unwrap();
    match drr::verifier::verify(&ctx, m) {
        Ok(()) => Vec::new(),
        Err(es) => es.into_iter().map(|e| e.message).collect(),
    }
}

#[test]
fn one_name_checks_nothing() {
    let body = "    \"d.one\"(%x, %t, %u) : (i32, tensor<2xi8>, tensor<3xf16>) -> ()\n    \"d.other\"(%y) : (f32) -> ()\n";
    assert_eq!(errors(body), Vec::<String>::new());
}

#[test]
fn two_names_are_checked() {
    assert_eq!(
        errors("    \"d.two\"(%x, %y) : (i32, f32) -> ()\n"),
        ["'d.two' op failed to verify that all of {a, b} have same type"]
    );
}
